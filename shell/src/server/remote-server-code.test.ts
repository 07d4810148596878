// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_TTL_MS } from './manifest-freshness';

const runtime = vi.hoisted(() => ({
  init: vi.fn(),
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
  loadShare: vi.fn(),
  satisfy: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
vi.mock('../federation/host-shared', () => ({
  hostShared: () => ({}),
  hostModules: { react: {}, '@bonus-atlas/shared-ui': {} },
  packageOf: (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/'),
}));

const CATALOG = 'http://localhost:3001/mf-manifest.json';
const CATALOG_SERVER = 'http://localhost:3001/server/mf-manifest.json';

function manifest(version: string, entry = 'remoteEntry.js') {
  return {
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: entry } },
    exposes: [{ name: 'HomePage', assets: { css: { sync: [`css/home.${version}.css`] } } }],
  };
}

/** A remotes map whose manifests answer with the given build ids (browser, server). */
function deployed(versions: { browser: string; server: string }) {
  return vi.fn(async (url: string) => {
    if (url === CATALOG) return manifest(versions.browser);
    if (url === CATALOG_SERVER) return manifest(versions.server, `remoteEntry.${versions.server}.js`);
    throw new Error(`unexpected ${url}`);
  });
}

function HomePage() {
  return null;
}

async function freshModule() {
  vi.resetModules();
  return import('./remote-server-code');
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z'), toFake: ['Date'] });
  runtime.init.mockReset();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset().mockResolvedValue({ default: HomePage });
  runtime.loadShare.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('serverSection', () => {
  it("inlines the stylesheets of shared-ui's parts the remote shares (a table, form fields), not its root's (the frame's)", async () => {
    const { serverSection, useRemotesMap } = await freshModule();
    const withShared = {
      ...manifest('aaa'),
      shared: [
        { name: '@bonus-atlas/shared-ui', assets: { css: { sync: ['css/ui-a.css', 'css/ui-b.css'] } } },
        { name: '@bonus-atlas/shared-ui/manage', assets: { css: { sync: ['css/manage-a.css', 'css/manage-b.css'] } } },
        { name: '@bonus-atlas/shared-ui/router', assets: { css: { sync: [] } } },
        { name: 'react', assets: { css: { sync: [] } } },
      ],
    };
    useRemotesMap(
      { mf_catalog: CATALOG },
      vi.fn(async (url: string) => (url === CATALOG ? withShared : manifest('aaa'))),
    );
    const section = await serverSection('mf_catalog', 'HomePage');
    // the part's copy first, then the page's own: the page's rules come after in the cascade
    expect(section.stylesheets).toEqual([
      'http://localhost:3001/css/manage-a.css',
      'http://localhost:3001/css/home.aaa.css',
    ]);
  });

  it("renders with the remote's server build of the browser manifest's id, from the remote's own origin", async () => {
    const { serverSection, useRemotesMap } = await freshModule();
    useRemotesMap({ mf_catalog: CATALOG }, deployed({ browser: 'aaa', server: 'aaa' }));
    const section = await serverSection('mf_catalog', 'HomePage');
    expect(section).toEqual({
      Page: HomePage,
      buildVersion: 'aaa',
      stylesheets: ['http://localhost:3001/css/home.aaa.css'],
    });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_catalog', entry: 'http://localhost:3001/server/remoteEntry.aaa.js', type: 'commonjs-module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_catalog/HomePage');
    // the server's own shared modules were loaded first, so the remote renders with the server's React
    expect(runtime.loadShare.mock.calls.map(([request]) => request)).toEqual(['react', '@bonus-atlas/shared-ui']);
    expect(runtime.loadShare.mock.invocationCallOrder[1]).toBeLessThan(
      runtime.registerRemotes.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("loads the page's first reads from the same server build as the page: the remote's own loaders", async () => {
    const { serverSection, useRemotesMap } = await freshModule();
    const pageData = { brandList: { start: vi.fn() } };
    runtime.loadRemote.mockImplementation(async (id: string) =>
      id === 'mf_catalog/pageData' ? { pageData } : { default: HomePage },
    );
    useRemotesMap({ mf_catalog: CATALOG }, deployed({ browser: 'aaa', server: 'aaa' }));
    const section = await serverSection('mf_catalog', 'HomePage', true);
    expect(section.Page).toBe(HomePage);
    expect(section.pageData).toEqual({ pageData });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_catalog/pageData');
    // one load per registered version
    await serverSection('mf_catalog', 'HomePage', true);
    expect(runtime.loadRemote.mock.calls.filter(([id]) => id === 'mf_catalog/pageData')).toHaveLength(1);
  });

  it('leaves the section to the browser when the server build is of another id, and says which ids', async () => {
    const { serverSection, useRemotesMap } = await freshModule();
    useRemotesMap({ mf_catalog: CATALOG }, deployed({ browser: 'new', server: 'old' }));
    const section = await serverSection('mf_catalog', 'HomePage');
    // the stylesheets are still the browser's build's: the browser renders the section with them
    expect(section).toEqual({
      Page: null,
      buildVersion: 'new',
      stylesheets: ['http://localhost:3001/css/home.new.css'],
    });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      '[server render]',
      expect.stringMatching(/mf_catalog: server code old does not match the browser's new/),
    );
  });

  it('leaves the section to the browser when the server code fails to load, and tries again on the next request', async () => {
    const { serverSection, useRemotesMap } = await freshModule();
    useRemotesMap({ mf_catalog: CATALOG }, deployed({ browser: 'aaa', server: 'aaa' }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('HTTP 404'));
    expect((await serverSection('mf_catalog', 'HomePage')).Page).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      '[server render]',
      expect.stringMatching(/mf_catalog: server code aaa could not be loaded/),
      'HTTP 404',
    );
    expect((await serverSection('mf_catalog', 'HomePage')).Page).toBe(HomePage);
  });

  it('picks up a new deploy after the manifest check interval, replacing the old version (one kept)', async () => {
    const { registeredVersions, serverSection, useRemotesMap } = await freshModule();
    const versions = { browser: 'v1', server: 'v1' };
    useRemotesMap({ mf_catalog: CATALOG }, deployed(versions));
    await serverSection('mf_catalog', 'HomePage');
    versions.browser = 'v2';
    versions.server = 'v2';
    // within the interval the server keeps rendering what it checked last
    expect((await serverSection('mf_catalog', 'HomePage')).buildVersion).toBe('v1');
    vi.setSystemTime(Date.now() + MANIFEST_TTL_MS + 1);
    expect((await serverSection('mf_catalog', 'HomePage')).buildVersion).toBe('v2');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_catalog', entry: 'http://localhost:3001/server/remoteEntry.v2.js', type: 'commonjs-module' }],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(registeredVersions()).toEqual({ mf_catalog: 'v2' });
  });

  it('leaves the section to the browser when the remote requires a shared range the shell cannot give, naming both versions', async () => {
    const { satisfy } = await vi.importActual<typeof import('@module-federation/enhanced/runtime')>(
      '@module-federation/enhanced/runtime',
    );
    runtime.satisfy.mockImplementation(satisfy);
    vi.stubGlobal('__PROVIDED_PACKAGES__', { '@bonus-atlas/shared-services': { version: '0.1.0' } });
    const { serverSection, useRemotesMap } = await freshModule();
    const fetchJson = vi.fn(async (url: string) => ({
      ...manifest('v2'),
      shared: [{ name: '@bonus-atlas/shared-services', requiredVersion: '^0.2.0', assets: { css: { sync: [] } } }],
      ...(url === CATALOG_SERVER ? { metaData: { buildInfo: { buildVersion: 'v2' }, remoteEntry: { name: 'e.js' } } } : {}),
    }));
    useRemotesMap({ mf_catalog: CATALOG }, fetchJson);
    const section = await serverSection('mf_catalog', 'HomePage');
    expect(section.Page).toBeNull();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(String(vi.mocked(console.warn).mock.calls.at(-1)?.slice(1))).toContain(
      'mf_catalog requires @bonus-atlas/shared-services ^0.2.0 (the shell has 0.1.0): refused as skew',
    );
    vi.unstubAllGlobals();
  });

  it('fetches server code only from the origins of the remotes map', async () => {
    const { useRemotesMap } = await freshModule();
    useRemotesMap({ mf_catalog: CATALOG }, deployed({ browser: 'a', server: 'a' }));
    const [{ plugins }] = runtime.init.mock.calls[0] as [
      { plugins: Array<{ fetch: (url: string) => Promise<unknown> }> },
    ];
    const guard = plugins[0];
    await expect(guard?.fetch('https://elsewhere.example/remoteEntry.js')).rejects.toThrow(
      'not on an origin of the remotes map',
    );
  });
});
