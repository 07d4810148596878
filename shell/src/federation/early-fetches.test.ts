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

  it('lets a manifest that failed early go unnoticed until the runtime asks (no unhandled rejection)', async () => {
    // a plain function: a vi.fn spy would itself attach a handler to the promise it returns
    const fetcher = async (url: string) => {
      if (url === '/remotes.json') return Response.json(DEFAULT_REMOTES);
      throw new TypeError('Failed to fetch');
    };
    const { prefetchManifest, readRemotesMap, takePrefetchedManifest } = await freshEarlyFetches(fetcher as never);

    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchManifest('mf_catalog');
      await readRemotesMap();
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', unhandled);
    }

    expect(unhandled).not.toHaveBeenCalled();
    await expect(takePrefetchedManifest(DEFAULT_REMOTES.mf_catalog)).rejects.toThrow('Failed to fetch');
  });
});
