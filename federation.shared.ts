// The ONE shared-dependency config for every Module Federation app (shell + remotes).
// requiredVersion is explicit so a remote built against another major fails loudly instead of
// silently loading a second React or a second session store.
import { createRequire } from 'node:module';
import type { moduleFederationPlugin } from '@module-federation/sdk';

type SharedConfig = moduleFederationPlugin.SharedConfig;

/** Version ranges every app must agree on (they match the workspaces' package.json). */
export const sharedRequiredVersions = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  zustand: '^5.1.0',
  firebase: '^12.19.0',
  // also carries the one router (`@bonus-atlas/shared-ui/router`): react-router itself is not shared,
  // so the shell's copy is tree-shaken to what the apps use (issue 15)
  '@bonus-atlas/shared-ui': '^0.1.0',
  '@bonus-atlas/shared-services': '^0.1.0',
  // context-bearing libraries: a second copy in a remote would not see the shell's provider
  '@tanstack/react-query': '^5.90.0',
  i18next: '^25.10.9',
  'react-i18next': '^16.6.0',
} as const;

export type SharedPackage = keyof typeof sharedRequiredVersions;

/** Packages whose sub-paths are shared too (react/jsx-runtime, react-dom/client, firebase/auth, ...). */
const sharedWithSubpaths: readonly SharedPackage[] = [
  'react',
  'react-dom',
  'zustand',
  'firebase',
  '@bonus-atlas/shared-ui',
  '@bonus-atlas/shared-services',
];

/** `firebase` has no useful root entry; only `firebase/*` is imported. */
const subpathOnly: readonly SharedPackage[] = ['firebase'];

/** Installed version, for packages whose sub-path entries have no package.json of their own (firebase/*). */
function installedVersion(pkg: SharedPackage): string {
  const require = createRequire(import.meta.url);
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

function singleton(pkg: SharedPackage, subpaths: boolean): SharedConfig {
  return {
    singleton: true,
    requiredVersion: sharedRequiredVersions[pkg],
    ...(subpathOnly.includes(pkg) ? { version: installedVersion(pkg) } : {}),
    // asyncStartup resolves shared modules before app code runs, so nothing needs to be eager
    eager: false,
    // stylesheets are bundled by each app, not negotiated through the share scope
    ...(subpaths ? { exclude: { request: /\.css$/ } } : {}),
  };
}

/** The `shared` option for ModuleFederationPlugin; identical in every app. */
export function createSharedConfig(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of Object.keys(sharedRequiredVersions) as SharedPackage[]) {
    if (!subpathOnly.includes(pkg)) shared[pkg] = singleton(pkg, false);
    if (sharedWithSubpaths.includes(pkg)) shared[`${pkg}/`] = singleton(pkg, true);
  }
  return shared;
}

/** The remote containers, their workspaces and fixed local ports (architecture page). */
export const remoteApps = {
  mf_catalog: { workspace: 'mf-catalog', port: 3001 },
  mf_promotions: { workspace: 'mf-promotions', port: 3002 },
  mf_account: { workspace: 'mf-account', port: 3003 },
  mf_admin: { workspace: 'mf-admin', port: 3004 },
} as const;

export type RemoteName = keyof typeof remoteApps;

export const shellPort = 3000;
