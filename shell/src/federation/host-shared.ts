import type { init } from '@module-federation/enhanced/runtime';
// the shared packages are named once, in the shared-dependency config every app builds with
import type { SharedPackage } from '../../../federation.shared';

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;

/** Baked in by rspack.base.ts from federation.shared.ts: the version of each shared package the shell has. */
declare const __PROVIDED_PACKAGES__: Record<SharedPackage, { version: string; requiredVersion: string }>;

/**
 * What the shell puts in the share scope: every shared module it imports itself, so a remote uses the
 * shell's copy (ONE React, ONE i18n instance, ONE session store and query client per page) and never
 * falls back to its own. The shell has no build-time federation (the runtime is not on the
 * first paint's path), so this table is its `shared` config; its test checks it against
 * federation.shared.ts. The imports are literal so the bundler can resolve each one. `everyPage`: the
 * shell has these in hand on every page (the frame, and the services kernel its session reads through),
 * so it takes them from the share scope itself as soon as the runtime starts, and they are loaded, from
 * the shell, before any remote asks.
 */
export const hostModules: Record<string, { load: () => Promise<unknown>; everyPage?: true }> = {
  react: { load: () => import('react'), everyPage: true },
  'react/jsx-runtime': { load: () => import('react/jsx-runtime'), everyPage: true },
  // what a remote's development build (npm run dev) compiles JSX to
  'react/jsx-dev-runtime': { load: () => import('react/jsx-dev-runtime') },
  'react-dom': { load: () => import('react-dom'), everyPage: true },
  'react-dom/client': { load: () => import('react-dom/client'), everyPage: true },
  '@bonus-atlas/shared-ui': { load: () => import('@bonus-atlas/shared-ui'), everyPage: true },
  '@bonus-atlas/shared-ui/router': { load: () => import('@bonus-atlas/shared-ui/router'), everyPage: true },
  '@bonus-atlas/shared-ui/format/number': { load: () => import('@bonus-atlas/shared-ui/format/number') },
  // shared-services' kernel (the state one per page); its domain is bundled by each app
  '@bonus-atlas/shared-services/kernel': { load: () => import('@bonus-atlas/shared-services/kernel'), everyPage: true },
  '@bonus-atlas/shared-services/frame': {
    load: () => import('@bonus-atlas/shared-services/frame'),
    everyPage: true,
  },
  // the SDKs whose instances the kernel makes, for a remote's domain code that writes or uploads (the
  // kernel's own copies: the shell imports no Firebase itself)
  'firebase/app': {
    load: () => import('@bonus-atlas/shared-services/kernel').then((kernel) => kernel.firebaseAppSdk.load()),
  },
  'firebase/firestore/lite': {
    load: () => import('@bonus-atlas/shared-services/kernel').then((kernel) => kernel.firestoreSdk()),
  },
  'firebase/storage': {
    load: () => import('@bonus-atlas/shared-services/kernel').then((kernel) => kernel.storageSdk()),
  },
};

/** The package a module request belongs to: `react/jsx-runtime` → `react`, `@scope/name/x` → `@scope/name`. */
export function packageOf(request: string): SharedPackage {
  const parts = request.split('/');
  return parts.slice(0, request.startsWith('@') ? 2 : 1).join('/') as SharedPackage;
}

/** The modules the shell takes from the share scope at once (see `everyPage`). */
export const everyPageModules = Object.keys(hostModules).filter((request) => hostModules[request]?.everyPage);

/** The runtime's `shared` option: each module as a singleton the remotes' ranges must accept. */
export function hostShared(packages = __PROVIDED_PACKAGES__): Shared {
  return Object.fromEntries(
    Object.entries(hostModules).map(([request, { load }]) => {
      const { version, requiredVersion } = packages[packageOf(request)];
      return [
        request,
        {
          version,
          scope: 'default',
          shareConfig: { singleton: true, requiredVersion, eager: false },
          // the runtime calls the factory for the module itself (the bundler's `get` contract)
          get: () => load().then((module) => () => module),
        },
      ];
    }),
  );
}
