import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadRemotePage = vi.hoisted(() => vi.fn(() => Promise.resolve({ default: () => null })));
const prefetchBrands = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const prefetchBrandPage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const prefetchCategoryPage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const prefetchBrandListingPage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const prefetchWelcomeBonusTable = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../federation/load-remote-page', () => ({ preloadRemotePage }));
const loadServices = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', () => ({
  prefetchBrands,
  prefetchBrandPage,
  prefetchCategoryPage,
  prefetchBrandListingPage,
  prefetchWelcomeBonusTable,
}));
vi.mock('../services/load-services', async () => {
  const actual = await vi.importActual<typeof import('../services/load-services')>('../services/load-services');
  loadServices.mockImplementation(actual.loadServices);
  return { loadServices };
});

const { routePageLoaded, startRoute: startRouteAt } = await import('./route-start');

/** The address bar at boot: a path with an optional query string. */
function startRoute(address: string, queryClient: QueryClient) {
  const url = new URL(address, 'http://localhost');
  return startRouteAt({ pathname: url.pathname, search: url.search }, queryClient);
}

describe('starting the route in the address bar at boot', () => {
  beforeEach(() => {
    preloadRemotePage.mockClear();
    prefetchBrands.mockClear();
    prefetchBrandPage.mockClear();
    prefetchCategoryPage.mockClear();
    prefetchBrandListingPage.mockClear();
    prefetchWelcomeBonusTable.mockClear();
    loadServices.mockClear();
  });

  it('starts the home page and the brand list together', async () => {
    const queryClient = new QueryClient();
    await startRoute('/', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_catalog/HomePage');
    expect(prefetchBrands).toHaveBeenCalledWith(queryClient);
  });

  it('starts a brand page with its brand, promotions and comments', async () => {
    const queryClient = new QueryClient();
    await startRoute('/brand/kenari-voyage', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_catalog/BrandPage');
    expect(prefetchBrandPage).toHaveBeenCalledWith(queryClient, 'kenari-voyage');
    await startRoute('/brand', queryClient);
    expect(prefetchBrandPage).toHaveBeenLastCalledWith(queryClient, undefined);
  });

  it('starts /bycategory with the first page of the chip in its address (Welcome Bonus when none)', async () => {
    const queryClient = new QueryClient();
    await startRoute('/bycategory', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_promotions/ByCategoryPage');
    expect(prefetchCategoryPage).toHaveBeenLastCalledWith(queryClient, null);
    await startRoute('/bycategory?category=Cashback', queryClient);
    expect(prefetchCategoryPage).toHaveBeenLastCalledWith(queryClient, 'Cashback');
    expect(prefetchBrands).not.toHaveBeenCalled();
  });

  it('starts /bybrands with the brand chips and the first page of the brand in its address (all when none)', async () => {
    const queryClient = new QueryClient();
    await startRoute('/bybrands', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_promotions/ByBrandsPage');
    expect(prefetchBrandListingPage).toHaveBeenLastCalledWith(queryClient, null);
    await startRoute('/bybrands?brand=b-42', queryClient);
    expect(prefetchBrandListingPage).toHaveBeenLastCalledWith(queryClient, 'b-42');
    expect(prefetchCategoryPage).not.toHaveBeenCalled();
  });

  it('starts /welcomebonus with its whole table', async () => {
    const queryClient = new QueryClient();
    await startRoute('/welcomebonus', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_promotions/WelcomeBonusPage');
    expect(prefetchWelcomeBonusTable).toHaveBeenCalledWith(queryClient);
    expect(prefetchBrands).not.toHaveBeenCalled();
    expect(prefetchBrandPage).not.toHaveBeenCalled();
    expect(prefetchCategoryPage).not.toHaveBeenCalled();
  });

  it('leaves admin and unknown routes alone: their remotes wait for the session', async () => {
    await startRoute('/admin/reports', new QueryClient());
    await startRoute('/migration', new QueryClient());
    await startRoute('/nowhere', new QueryClient());
    expect(preloadRemotePage).not.toHaveBeenCalled();
    expect(loadServices).not.toHaveBeenCalled();
    expect(prefetchBrands).not.toHaveBeenCalled();
  });

  it('settles only once both the page and its data have arrived, and even when one of them failed', async () => {
    let arrive: (value: { default: () => null }) => void = () => undefined;
    preloadRemotePage.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    prefetchBrands.mockImplementationOnce(() => Promise.reject(new Error('offline')));
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
    prefetchBrands.mockImplementationOnce(() => new Promise<void>((resolve) => (listArrived = resolve)));
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
