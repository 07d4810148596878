import type { ComponentType } from 'react';
import {
  init,
  loadRemote,
  loadShare,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { hostModules, hostShared } from '../federation/host-shared';
import { describeSkew, unsatisfiedShares } from '../federation/shared-ranges';
import { MANIFEST_TTL_MS } from './manifest-freshness';
import { PAGE_DATA_EXPOSE, type PageDataModule } from '../../../federation.pages';

/**
 * The render server's copy of each remote's pages: the remote's own SERVER build, loaded at run time
 * from the remote's origin in the remotes map (the same map the browser reads), with Module
 * Federation's Node support. Nothing of a remote is compiled into the shell's server bundle, so a
 * remote deploy changes its section in the server's HTML on the next manifest check, with no shell
 * rebuild or restart.
 *
 * - Freshness: a remote's browser manifest is read again after MANIFEST_TTL_MS; a new `buildVersion`
 *   registers the remote anew with `force` (the runtime drops the old version's container, instance
 *   and shared entries), so one version per remote stays loaded.
 * - Skew: a section is rendered only with server code whose build id equals the browser manifest's
 *   (the stylesheets the page inlines, the code the browser hydrates with). Otherwise, or when the
 *   code fails to load, the page's section is left to the browser and the server says which ids.
 * - Trust: code is fetched only from the origins of the remotes map, each fetch with a deadline.
 */

export interface RemoteManifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
  exposes: Array<{ name: string; assets: { css: { sync: string[] } } }>;
  /** The shared modules this remote provides, with their stylesheets. */
  shared?: Array<{ name: string; requiredVersion?: string | false; assets: { css: { sync: string[] } } }>;
}

export type FetchJson = (url: string, signal?: AbortSignal) => Promise<unknown>;

/** What the server may render a page's section with. */
export interface ServerSection {
  /** The page's stylesheets from the browser manifest (absolute URLs): what the browser loads too. */
  stylesheets: string[];
  /** The remote's server-side page, or null: the section is rendered in the browser. */
  Page: ComponentType | null;
  /** The browser manifest's build id (null when the manifest could not be read). */
  buildVersion: string | null;
  /** The remote's pages' first reads from the same server build (null: none asked for, or none to be had). */
  pageData?: PageDataModule | null;
}

/** Where a remote's server build sits beside its browser manifest (rspack.base.ts SERVER_BUILD_FOLDER). */
const SERVER_MANIFEST = 'server/mf-manifest.json';
/** A manifest or a piece of server code not in within this is given up (the section goes to the browser). */
export const REMOTE_FETCH_DEADLINE_MS = 2500;
/** Skew and failure log lines kept to avoid repeating them (bounded). */
const MAX_LOGGED = 200;

interface RemotesState {
  remotes: Record<string, string>;
  origins: Set<string>;
  fetchJson: FetchJson;
  /** The shell's shared modules, loaded from its own copies before any remote registers its fallbacks. */
  hostLoaded: Promise<unknown>;
}

let state: RemotesState | null = null;
/** The build id each remote is registered with in the server's federation runtime. */
const registered = new Map<string, string>();
/** Pages loaded per remote, for the registered version only (a new version starts empty). */
const pages = new Map<string, Map<string, Promise<ComponentType>>>();
/** Page data modules loaded per remote, for the registered version only. */
const pageDataModules = new Map<string, Promise<PageDataModule>>();
const manifests = new Map<string, { at: number; manifest: Promise<RemoteManifest> }>();
const logged = new Set<string>();

function logOnce(key: string, ...message: unknown[]): void {
  if (logged.has(key)) return;
  if (logged.size >= MAX_LOGGED) logged.clear();
  logged.add(key);
  console.warn('[server render]', ...message);
}

/** Fetches only from the remotes map's origins, within the deadline (every request the runtime makes). */
function originGuard(origins: Set<string>): ModuleFederationRuntimePlugin {
  return {
    name: 'remotes-map-origins-only',
    fetch(url, init) {
      const { origin } = new URL(url);
      if (!origins.has(origin)) return Promise.reject(new Error(`${url} is not on an origin of the remotes map`));
      const deadline = AbortSignal.timeout(REMOTE_FETCH_DEADLINE_MS);
      return fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
    },
  };
}

async function defaultFetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const deadline = AbortSignal.timeout(REMOTE_FETCH_DEADLINE_MS);
  const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Starts the server's federation runtime with the remotes map (`{ mf_catalog: '<origin>/mf-manifest.json' }`),
 * once per process. `fetchJson` reads a manifest (tests and the bench pass their own).
 */
export function useRemotesMap(remotes: Record<string, string>, fetchJson: FetchJson = defaultFetchJson): void {
  const origins = new Set(Object.values(remotes).map((url) => new URL(url).origin));
  let hostLoaded = state?.hostLoaded;
  if (!hostLoaded) {
    init({
      name: 'shell_server',
      remotes: [],
      shared: hostShared(),
      shareStrategy: 'loaded-first',
      plugins: [originGuard(origins)],
    });
    // as in the browser (host-runtime.ts): the shell's copies are the loaded ones, so every version of a
    // remote renders with the server's one React, router and query client (`loaded-first`), never its own
    hostLoaded = Promise.all(Object.keys(hostModules).map((request) => loadShare(request)));
  }
  state = { remotes, origins, fetchJson, hostLoaded };
}

/** The remotes map and the reader in use (null before useRemotesMap): the page lists are read with them too. */
export function remotesSource(): Pick<RemotesState, 'remotes' | 'fetchJson'> | null {
  return state ? { remotes: state.remotes, fetchJson: state.fetchJson } : null;
}

function readManifest(url: string, fetchJson: FetchJson): Promise<RemoteManifest> {
  const cached = manifests.get(url);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
  // one read at a time per manifest; a failed read is not kept
  const manifest = fetchJson(url) as Promise<RemoteManifest>;
  manifests.set(url, { at: Date.now(), manifest });
  manifest.catch(() => {
    if (manifests.get(url)?.manifest === manifest) manifests.delete(url);
  });
  return manifest;
}

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${REMOTE_FETCH_DEADLINE_MS} ms`)),
      REMOTE_FETCH_DEADLINE_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The remote registered with its server entry of `version` (anew, dropping the old one, on a new version). */
function registerVersion(remote: string, version: string, entry: string): Map<string, Promise<ComponentType>> {
  if (registered.get(remote) !== version) {
    registerRemotes([{ name: remote, entry, type: 'commonjs-module' }], { force: registered.has(remote) });
    registered.set(remote, version);
    pages.set(remote, new Map());
    pageDataModules.delete(remote);
  }
  return pages.get(remote) as Map<string, Promise<ComponentType>>;
}

function loadPage(remote: string, module: string, loaded: Map<string, Promise<ComponentType>>): Promise<ComponentType> {
  let page = loaded.get(module);
  if (!page) {
    page = withDeadline(
      loadRemote<{ default?: ComponentType }>(`${remote}/${module}`).then((exports) => {
        if (!exports?.default) throw new Error(`${remote}/${module} has no default export`);
        return exports.default;
      }),
      `${remote}/${module}`,
    );
    const current = page;
    // a failure is not kept: the next request tries again
    current.catch(() => {
      if (loaded.get(module) === current) loaded.delete(module);
    });
    loaded.set(module, current);
  }
  return page;
}

/** The remote's `./pageData` of its registered version, loaded once (a failure is not kept). */
function loadPageData(remote: string): Promise<PageDataModule> {
  let module = pageDataModules.get(remote);
  if (!module) {
    module = withDeadline(
      loadRemote<PageDataModule>(`${remote}/${PAGE_DATA_EXPOSE}`).then((exports) => {
        if (!exports?.pageData) throw new Error(`${remote}/${PAGE_DATA_EXPOSE} has no pageData`);
        return exports;
      }),
      `${remote}/${PAGE_DATA_EXPOSE}`,
    );
    const current = module;
    current.catch(() => {
      if (pageDataModules.get(remote) === current) pageDataModules.delete(remote);
    });
    pageDataModules.set(remote, current);
  }
  return module;
}

/** shared-ui's parts beside its root, whose styles the frame does not carry (the root's is the frame's own). */
const SHARED_UI_PARTS = '@bonus-atlas/shared-ui/';

/**
 * The stylesheets of shared-ui's parts (/manage's table, /forms' fields, /markup) as this remote shares
 * them: they are shared modules, so the manifest names their CSS under `shared`, not under the page's
 * expose, and a page of them (My Brands' table) came unstyled until its scripts ran (a layout shift of
 * 0.5 on a phone). Each part lists the same stylesheet twice (one copy per chunk group it is built
 * into): the first is enough.
 */
function sharedUiStylesheets(manifest: RemoteManifest): string[] {
  return (manifest.shared ?? [])
    .filter((part) => part.name.startsWith(SHARED_UI_PARTS))
    .flatMap((part) => part.assets.css.sync.slice(0, 1));
}

/**
 * The stylesheets and server-side page of `remote`'s exposed `module`, both of the version the browser
 * manifest names. Never throws: what cannot be had leaves the section to the browser.
 */
export async function serverSection(remote: string, module: string, withData = false): Promise<ServerSection> {
  const current = state;
  const manifestUrl = current?.remotes[remote];
  if (!current || !manifestUrl) return { stylesheets: [], Page: null, buildVersion: null };
  let browser: RemoteManifest;
  try {
    browser = await readManifest(manifestUrl, current.fetchJson);
  } catch (error) {
    logOnce(
      `manifest ${manifestUrl} ${String(error)}`,
      `${remote}: its manifest ${manifestUrl} could not be read:`,
      error,
    );
    return { stylesheets: [], Page: null, buildVersion: null };
  }
  const expose = browser.exposes.find((candidate) => candidate.name === module);
  const stylesheets = [...sharedUiStylesheets(browser), ...(expose?.assets.css.sync ?? [])].map(
    (file) => new URL(file, manifestUrl).href,
  );
  const buildVersion = browser.metaData.buildInfo.buildVersion;
  // a remote built for a shared package the shell cannot give it is refused as skew, as in the browser
  const unsatisfied = unsatisfiedShares(browser.shared);
  if (unsatisfied.length > 0) {
    logOnce(`shared ${remote} ${buildVersion}`, `${describeSkew(remote, unsatisfied)}; its section is left to the browser`);
    return { stylesheets, Page: null, buildVersion };
  }
  const serverManifestUrl = new URL(SERVER_MANIFEST, manifestUrl).href;
  try {
    const server = await readManifest(serverManifestUrl, current.fetchJson);
    const serverVersion = server.metaData.buildInfo.buildVersion;
    if (serverVersion !== buildVersion) {
      logOnce(
        `skew ${remote} ${buildVersion} ${serverVersion}`,
        `${remote}: server code ${serverVersion} does not match the browser's ${buildVersion}; its section is rendered in the browser`,
      );
      return { stylesheets, Page: null, buildVersion };
    }
    const entry = new URL(server.metaData.remoteEntry.name, serverManifestUrl).href;
    await current.hostLoaded;
    const loaded = registerVersion(remote, buildVersion, entry);
    const [Page, pageData] = await Promise.all([
      loadPage(remote, module, loaded),
      withData ? loadPageData(remote) : null,
    ]);
    return { stylesheets, Page, buildVersion, ...(withData ? { pageData } : {}) };
  } catch (error) {
    logOnce(
      `load ${remote} ${buildVersion} ${String(error)}`,
      `${remote}: server code ${buildVersion} could not be loaded; its section is rendered in the browser:`,
      error instanceof Error ? error.message : error,
    );
    return { stylesheets, Page: null, buildVersion };
  }
}

/** The build id each remote's server code is registered with (for tests and logs). */
export function registeredVersions(): Record<string, string> {
  return Object.fromEntries(registered);
}
