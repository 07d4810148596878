import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTES } from './remotes-map';

const CATALOG_MANIFEST = 'https://cdn.example/catalog/mf-manifest.json';

/** A fresh module per test: what it fetched early is per page. */
async function freshEarlyFetches(fetcher: typeof fetch) {
  vi.stubGlobal('fetch', fetcher);
  return import('./early-fetches');
}

describe('early fetches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('asks the server for remotes.json once, however many callers wait for the map', async () => {
    const fetcher = vi.fn().mockResolvedValue(Response.json({ ...DEFAULT_REMOTES, mf_catalog: CATALOG_MANIFEST }));
    const { readRemotesMap } = await freshEarlyFetches(fetcher);

    const [early, late] = await Promise.all([readRemotesMap(), readRemotesMap()]);

    expect(early.mf_catalog).toBe(CATALOG_MANIFEST);
    expect(late).toBe(early);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("fetches the route's manifest from the map's URL and hands it to the first request only", async () => {
    const fetcher = vi.fn(async (url: string) =>
      url === '/remotes.json'
        ? Response.json({ ...DEFAULT_REMOTES, mf_catalog: CATALOG_MANIFEST })
        : Response.json({ id: 'mf_catalog' }),
    );
    const { prefetchManifest, readRemotesMap, takePrefetchedManifest } = await freshEarlyFetches(fetcher as never);

    prefetchManifest('mf_catalog');
    await readRemotesMap();

    const early = takePrefetchedManifest(CATALOG_MANIFEST);
    await expect(early?.then((response) => response.json())).resolves.toEqual({ id: 'mf_catalog' });
    expect(takePrefetchedManifest(CATALOG_MANIFEST)).toBeUndefined();
    expect(takePrefetchedManifest(DEFAULT_REMOTES.mf_promotions)).toBeUndefined();
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', CATALOG_MANIFEST]);
  });
});
