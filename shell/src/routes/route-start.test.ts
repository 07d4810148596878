import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadRemotePage = vi.hoisted(() => vi.fn(() => Promise.resolve({ default: () => null })));
/** Every loader of every remote's ./pageData, recording its calls under its name. */
const startPageData = vi.hoisted(() =>
  vi.fn((_name: string, _client: unknown, _args: unknown) => Promise.resolve(true)),
);
const loadRemotePageData = vi.hoisted(() =>
  vi.fn((_remote: string) =>
    Promise.resolve({
      pageData: new Proxy(
        {},
        {
          has: () => true,
          getOwnPropertyDescriptor: () => ({ configurable: true, enumerable: true }),
          get: (_target, name: string) => ({
            start: (client: unknown, args: unknown) => startPageData(name, client, args),
          }),
        },
      ),
    }),
  ),
);
vi.mock('../federation/load-remote-page', () => ({ preloadRemotePage, loadRemotePageData }));

const { routePageLoaded, startRoute: startRouteAt } = await import('./route-start');
const { setPageLists } = await import('./page-lists');
const { fixturePageLists } = await import('./page-lists.fixture');
setPageLists(fixturePageLists);

/** The starter calls whose name is `name`, as [queryClient, args]. */
const started = (name: string) =>
  startPageData.mock.calls.filter(([called]) => called === name).map(([, client, args]) => [client, args]);

/** The address bar at boot: a path with an optional query string. */
function startRoute(address: string, queryClient: QueryClient) {
  const url = new URL(address, 'http://localhost');
  return startRouteAt({ pathname: url.pathname, search: url.search }, queryClient);
}

describe('starting the route in the address bar at boot', () => {
  beforeEach(() => {
    preloadRemotePage.mockClear();
    startPageData.mockClear();
    loadRemotePageData.mockClear();
  });

  it("starts the home page and its first screen of the brand list together, from the catalog's own page data", async () => {
    const queryClient = new QueryClient();
    await startRoute('/', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_catalog/HomePage');
    expect(loadRemotePageData).toHaveBeenCalledWith('mf_catalog');
    expect(started('brandListHead')).toEqual([[queryClient, {}]]);
  });

  it('starts a brand page with its brand, promotions and comments', async () => {
    const queryClient = new QueryClient();
    await startRoute('/brand/kenari-voyage', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_catalog/BrandPage');
    await startRoute('/brand', queryClient);
    expect(started('brandPage')).toEqual([
      [queryClient, { slugOrId: 'kenari-voyage' }],
      [queryClient, { slugOrId: undefined }],
    ]);
  });

  it('starts /bycategory with the first page of the chip in its address (Welcome Bonus when none)', async () => {
    const queryClient = new QueryClient();
    await startRoute('/bycategory', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_promotions/ByCategoryPage');
    await startRoute('/bycategory?category=Cashback', queryClient);
    expect(started('categoryListing')).toEqual([
      [queryClient, { category: undefined }],
      [queryClient, { category: 'Cashback' }],
    ]);
    expect(started('brandList')).toEqual([]);
  });

  it('starts a page published later with the starter and the path parameter its list names', async () => {
    const queryClient = new QueryClient();
    await startRoute('/category/slots', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_promotions/CategoryLandingPage');
    expect(started('categoryBySlug')).toEqual([[queryClient, { slug: 'slots' }]]);
  });

  it('loads the page alone when its list names no starter', async () => {
    await startRoute('/profile', new QueryClient());
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_account/ProfilePage');
    expect(startPageData).not.toHaveBeenCalled();
  });

  it('leaves admin and unknown routes alone: their remotes wait for the session', async () => {
    await startRoute('/admin/reports', new QueryClient());
    await startRoute('/migration', new QueryClient());
    await startRoute('/nowhere', new QueryClient());
    expect(preloadRemotePage).not.toHaveBeenCalled();
    expect(loadRemotePageData).not.toHaveBeenCalled();
    expect(startPageData).not.toHaveBeenCalled();
  });

  it('settles only once both the page and its data have arrived, and even when one of them failed', async () => {
    let arrive: (value: { default: () => null }) => void = () => undefined;
    preloadRemotePage.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    startPageData.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    let settled = false;
    const started = startRoute('/', new QueryClient()).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    arrive({ default: () => null });
    await started;
    expect(settled).toBe(true);
  });
});

describe("a saved user's session waits for the route's page, not its data", () => {
  it('settles when the page code is in while the brand list is still on its way', async () => {
    preloadRemotePage.mockClear();
    let listArrived: () => void = () => undefined;
    startPageData.mockImplementationOnce(() => new Promise<boolean>((resolve) => (listArrived = () => resolve(true))));
    const routeStarted = startRoute('/', new QueryClient());
    let routeSettled = false;
    void routeStarted.then(() => (routeSettled = true));
    await routePageLoaded({ pathname: '/' });
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_catalog/HomePage');
    expect(routeSettled).toBe(false);
    listArrived();
    await routeStarted;
  });

  it('does not wait on a page that failed to arrive (the page shows its own error) nor on a gated route', async () => {
    preloadRemotePage.mockClear();
    preloadRemotePage.mockImplementationOnce(() => Promise.reject(new Error('remote down')));
    await expect(routePageLoaded({ pathname: '/' })).resolves.toBeUndefined();
    await routePageLoaded({ pathname: '/admin' });
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
  });
});
