import type { init } from '@module-federation/enhanced/runtime';

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;
type SharedPackage = 'react' | 'react-dom' | '@bonus-atlas/shared-ui' | '@bonus-atlas/shared-services';

/** Baked in by rspack.base.ts from federation.shared.ts: the version of each shared package the shell has. */
declare const __PROVIDED_PACKAGES__: Record<SharedPackage, { version: string; requiredVersion: string }>;

/**
 * What the shell puts in the share scope: every shared module it imports itself, so a remote uses the
 * shell's copy (ONE React, ONE i18n instance, ONE session store and query client per page) and never
 * falls back to its own. The shell has no build-time federation (issue 15: the runtime is not on the
 * first paint's path), so this table is its `shared` config; its test checks it against
 * federation.shared.ts. The imports are literal so the bundler can resolve each one. `everyPage`: the
 * shell has these in hand on every page (the frame, and the services root its session reads through),
 * so it takes them from the share scope itself as soon as the runtime starts, and they are loaded, from
 * the shell, before any remote asks.
 */
export const hostModules: Record<string, { pkg: SharedPackage; load: () => Promise<unknown>; everyPage?: true }> = {
  react: { pkg: 'react', load: () => import('react'), everyPage: true },
  'react/jsx-runtime': { pkg: 'react', load: () => import('react/jsx-runtime'), everyPage: true },
  // what a remote's development build (npm run dev) compiles JSX to
  'react/jsx-dev-runtime': { pkg: 'react', load: () => import('react/jsx-dev-runtime') },
  'react-dom': { pkg: 'react-dom', load: () => import('react-dom'), everyPage: true },
  'react-dom/client': { pkg: 'react-dom', load: () => import('react-dom/client'), everyPage: true },
  '@bonus-atlas/shared-ui': {
    pkg: '@bonus-atlas/shared-ui',
    load: () => import('@bonus-atlas/shared-ui'),
    everyPage: true,
  },
  '@bonus-atlas/shared-ui/router': {
    pkg: '@bonus-atlas/shared-ui',
    load: () => import('@bonus-atlas/shared-ui/router'),
    everyPage: true,
  },
  '@bonus-atlas/shared-ui/format/number': {
    pkg: '@bonus-atlas/shared-ui',
    load: () => import('@bonus-atlas/shared-ui/format/number'),
  },
  '@bonus-atlas/shared-services': {
    pkg: '@bonus-atlas/shared-services',
    load: () => import('@bonus-atlas/shared-services'),
    everyPage: true,
  },
  '@bonus-atlas/shared-services/frame': {
    pkg: '@bonus-atlas/shared-services',
    load: () => import('@bonus-atlas/shared-services/frame'),
    everyPage: true,
  },
  '@bonus-atlas/shared-services/manage': {
    pkg: '@bonus-atlas/shared-services',
    load: () => import('@bonus-atlas/shared-services/manage'),
  },
};

/** The modules the shell takes from the share scope at once (see `everyPage`). */
export const everyPageModules = Object.keys(hostModules).filter((request) => hostModules[request]?.everyPage);

/** The runtime's `shared` option: each module as a singleton the remotes' ranges must accept. */
export function hostShared(packages = __PROVIDED_PACKAGES__): Shared {
  return Object.fromEntries(
    Object.entries(hostModules).map(([request, { pkg, load }]) => [
      request,
      {
        version: packages[pkg].version,
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: packages[pkg].requiredVersion, eager: false },
        // the runtime calls the factory for the module itself (the bundler's `get` contract)
        get: () => load().then((module) => () => module),
      },
    ]),
  );
}
