// Stands in for @module-federation/enhanced/runtime in the ONE-bundle comparison build
// (every remote compiled into the shell, no federation), so the bench can put a number on what
// federation costs. `loadRemote('mf_x/Name')` imports the module the remote's route list names for
// that expose straight from the remote's sources. Never part of the federated site.
import { accountModules } from '../../../mf-account/src/routes';
import { adminModules } from '../../../mf-admin/src/routes';
import { catalogModules } from '../../../mf-catalog/src/routes';
import { promotionsModules } from '../../../mf-promotions/src/routes';

interface LazyContext {
  (request: string): Promise<unknown>;
  keys(): string[];
}
declare global {
  interface ImportMeta {
    /** Rspack's require.context (https://rspack.rs/api/runtime-api/module-variables#importmetawebpackcontext). */
    webpackContext(folder: string, options: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): LazyContext;
  }
}

// Rspack needs literal arguments here; the pattern covers every `file` the route lists name
const sources: Record<string, LazyContext> = {
  mf_account: import.meta.webpackContext('../../../mf-account/src', {
    recursive: true,
    regExp: /^\.\/(pages|features\/[a-z-]+)\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mf_admin: import.meta.webpackContext('../../../mf-admin/src', {
    recursive: true,
    regExp: /^\.\/(pages|features\/[a-z-]+)\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mf_catalog: import.meta.webpackContext('../../../mf-catalog/src', {
    recursive: true,
    regExp: /^\.\/(pages|features\/[a-z-]+)\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mf_promotions: import.meta.webpackContext('../../../mf-promotions/src', {
    recursive: true,
    regExp: /^\.\/(pages|features\/[a-z-]+)\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
};

const exposed: Record<string, ReadonlyArray<{ expose: string; file: string }>> = {
  mf_account: accountModules,
  mf_admin: adminModules,
  mf_catalog: catalogModules,
  mf_promotions: promotionsModules,
};

/** `mf_catalog/HomePage` → the module the catalog exposes as `./HomePage`. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const [remote = '', name = ''] = id.split('/');
  const module = exposed[remote]?.find((candidate) => candidate.expose === `./${name}`);
  const context = sources[remote];
  if (!module || !context) throw new Error(`${id} is not part of the one-bundle build`);
  return (await context(module.file)) as T;
}

/** Nothing to register: every module is already in the bundle. */
export function registerRemotes(): void {}

export function registerPlugins(): void {}

/** The one shared module the shell asks for by name (beside account and admin pages): a direct import here. */
export async function loadShare(request: string): Promise<(() => unknown) | false> {
  if (request !== '@bonus-atlas/shared-services/manage') return false;
  const module = await import('@bonus-atlas/shared-services/manage');
  return () => module;
}

const instance = {
  options: { remotes: Object.keys(exposed).map((name) => ({ name })) },
  loadRemote,
};

/** Remotes that open another remote's component ask for the host's instance; here there is one. */
export function getInstance(): typeof instance {
  return instance;
}
