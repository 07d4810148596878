// The ONE shared-dependency config for every Module Federation app (shell + remotes).
// requiredVersion is explicit so a remote built against another major fails loudly instead of
// silently loading a second React or a second session store.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/sdk';

type SharedConfig = moduleFederationPlugin.SharedConfig;

/**
 * Version ranges every app must agree on (they match the workspaces' package.json).
 *
 * Only what the apps import themselves is shared. A shared module is provided whole (nothing in it
 * can be tree-shaken, since any remote may ask for any export), so libraries that only the shared
 * packages use stay out of the share scope and are bundled, tree-shaken, inside the shell's copy of
 * that package (Firebase Auth 35 → 24 kB gzip, TanStack Query 46 → 25 kB raw, as in the
 * one-bundle build):
 * - firebase, zustand and TanStack Query live inside the kernel of `@bonus-atlas/shared-services`
 *   (`/kernel`; ESLint: no app imports Firebase or zustand, remotes take TanStack Query's hooks from
 *   shared-services, whose domain takes them from the kernel), so there is still ONE Firebase app, ONE
 *   session store and ONE query client context per page;
 * - i18next lives inside `@bonus-atlas/shared-ui` (the apps translate with its
 *   `useTranslation`), so there is still ONE i18n instance;
 * - react-router lives inside `@bonus-atlas/shared-ui/router`.
 * The remotes build with this config. The shell has no build-time federation: it starts the runtime
 * after its first paint and provides every entry point of those packages that holds such state
 * (shared-ui's root and /router, shared-services' /kernel and /frame) from its own table,
 * shell/src/federation/host-shared.ts (its test checks it against this module), so a remote never
 * falls back to a copy of its own. shared-ui's /forms and /manage hold none: they take the i18n instance
 * from shared-ui's root, so the copy a remote brings of its own still uses the shell's.
 */
export const sharedRequiredVersions = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  '@bonus-atlas/shared-ui': '^0.1.0',
  '@bonus-atlas/shared-services': '^0.1.0',
  firebase: '^12.19.0',
} as const;

export type SharedPackage = keyof typeof sharedRequiredVersions;

/** Packages whose every sub-path is shared too (react/jsx-runtime, react-dom/client). */
const sharedByPrefix: readonly SharedPackage[] = ['react', 'react-dom'];

/**
 * Packages shared by some sub-paths alone, not their root: the Firebase SDKs whose instances the kernel
 * makes (a domain module a remote bundles writes with `doc()`/`writeBatch()` or uploads with `ref()`,
 * which check `instanceof` against the kernel's Firestore and Storage, made on the kernel's Firebase
 * app). They load on first use only, as in the kernel.
 * Firebase Auth is not shared: only the kernel calls it (tree-shaken there).
 */
const sharedSubpathsOnly: Partial<Record<SharedPackage, readonly string[]>> = {
  firebase: ['firebase/app', 'firebase/firestore/lite', 'firebase/storage'],
};

/** The workspace packages: their package.json `exports` name the sub-paths to share. */
const workspaceFolders: Partial<Record<SharedPackage, string>> = {
  '@bonus-atlas/shared-ui': 'shared-ui',
  '@bonus-atlas/shared-services': 'shared-services',
};

/**
 * Entry points every app bundles for itself instead: stateless, and each app draws only a few of the
 * icons (a shared module would ship all of them); the stylesheet is the shell's alone.
 */
// shared-ui/address (a page's language from its address) and /language (its texts' download) are read
// by the shell's entry before any share scope exists, and hold no state a remote needs. shared-services is shared by its kernel alone (/kernel, and
// /frame, its first-paint half): the state one per page. Its domain (the root, /manage, /model,
// /server: records, schemas, validation, operations, queries) holds none, and each app bundles it at the
// version it was built with, so a remote's data change ships with the remote.
const bundledByEachApp = new Set([
  '@bonus-atlas/shared-ui/icons',
  '@bonus-atlas/shared-ui/styles.css',
  '@bonus-atlas/shared-ui/address',
  '@bonus-atlas/shared-ui/language',
  '@bonus-atlas/shared-services',
  '@bonus-atlas/shared-services/manage',
  '@bonus-atlas/shared-services/model',
  '@bonus-atlas/shared-services/server',
]);

/** `@bonus-atlas/shared-ui/router`, ... : a workspace package's sub-path exports, less those bundled by each app. */
function sharedSubpaths(pkg: SharedPackage): string[] {
  const folder = workspaceFolders[pkg];
  if (!folder) return [];
  const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, folder, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.keys(manifest.exports)
    .filter((entry) => entry !== '.')
    .map((entry) => `${pkg}/${entry.replace(/^\.\//, '')}`)
    .filter((request) => !bundledByEachApp.has(request));
}

function singleton(pkg: SharedPackage): SharedConfig {
  return {
    singleton: true,
    requiredVersion: sharedRequiredVersions[pkg],
    // asyncStartup resolves shared modules before app code runs, so nothing needs to be eager
    eager: false,
  };
}

/** The `shared` option for ModuleFederationPlugin; identical in every app. */
export function createSharedConfig(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of Object.keys(sharedRequiredVersions) as SharedPackage[]) {
    const only = sharedSubpathsOnly[pkg];
    if (only) {
      for (const request of only) shared[request] = singleton(pkg);
      continue;
    }
    if (!bundledByEachApp.has(pkg)) shared[pkg] = singleton(pkg);
    if (sharedByPrefix.includes(pkg)) shared[`${pkg}/`] = singleton(pkg);
    for (const request of sharedSubpaths(pkg)) shared[request] = singleton(pkg);
  }
  return shared;
}

/** A shared package as the shell provides it: the version installed, the range every app requires. */
export interface ProvidedPackage {
  version: string;
  requiredVersion: string;
}

/**
 * The shell has no build-time federation (it starts the runtime itself after its first paint):
 * it provides its own copies of the shared packages from this table, baked into its bundle, so the
 * versions and ranges it announces are this module's.
 */
export function providedPackages(): Record<SharedPackage, ProvidedPackage> {
  const require = createRequire(import.meta.url);
  const installedVersion = (pkg: SharedPackage): string => {
    const folder = workspaceFolders[pkg];
    const file = folder
      ? path.join(import.meta.dirname, folder, 'package.json')
      : require.resolve(`${pkg}/package.json`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  };
  const provided = {} as Record<SharedPackage, ProvidedPackage>;
  for (const pkg of Object.keys(sharedRequiredVersions) as SharedPackage[]) {
    provided[pkg] = { version: installedVersion(pkg), requiredVersion: sharedRequiredVersions[pkg] };
  }
  return provided;
}
