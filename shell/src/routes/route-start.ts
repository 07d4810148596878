import type { QueryClient } from '@tanstack/react-query';
import { preloadRemotePage } from '../federation/load-remote-page';
import { loadServices } from '../services/load-services';
import { routeForPath } from './route-match';
import { remoteModuleId } from './route-table';

/** Remote pages that read the shared brand list first (home, search, favourites). */
const READS_BRAND_LIST = new Set(['mf_catalog/HomePage', 'mf_catalog/SearchPage', 'mf_catalog/FavoritesPage']);
/** A brand page reads the list, then the brand's promotions and comments. */
const BRAND_PAGE = 'mf_catalog/BrandPage';
/** /bycategory reads its first page of promotions, for the chip in `?category=` (the page's own parameter). */
const BY_CATEGORY_PAGE = 'mf_promotions/ByCategoryPage';
const CATEGORY_PARAM = 'category';
/** /bybrands reads the brand list (its chips) and its first page of promotions, for the brand in `?brand=`. */
const BY_BRANDS_PAGE = 'mf_promotions/ByBrandsPage';
const BRAND_PARAM = 'brand';
/** /welcomebonus reads its whole table at once. */
const WELCOME_BONUS_PAGE = 'mf_promotions/WelcomeBonusPage';

/**
 * Boot knows the route before React does: start its remote page (manifest → remoteEntry → page
 * chunk) and its first query now, side by side, instead of one after the other once the page has
 * rendered. Only public routes: gated remotes wait for the session as before. Settles once
 * both have (a failure is the page's own to show: error boundary or query error, each with Retry), so
 * boot can hold back what the first screen does not need until then.
 */
export async function startRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
): Promise<void> {
  const found = routeForPath(location.pathname);
  if (!found || found.route.access !== 'public') return;
  const { route, params } = found;
  const id = remoteModuleId(route);
  await Promise.allSettled([preloadRemotePage(id), startRouteData(id, params, location.search, queryClient)]);
}

/**
 * The route's page code alone (a public route's; others wait for the session anyway). Its data is
 * left out on purpose: on a slow database it takes up to the 15 s home deadline.
 */
export async function routePageLoaded(location: Pick<Location, 'pathname'>): Promise<void> {
  const found = routeForPath(location.pathname);
  if (!found || found.route.access !== 'public') return;
  // the same load as startRoute's (loads are shared per page); a failure is the page's own to show
  await preloadRemotePage(remoteModuleId(found.route)).catch(() => undefined);
}

/**
 * Every remote page reads through the package root of shared-services (Firebase, the queries), so it
 * is fetched with the page, not after the page's remoteEntry has asked for it; the catalog pages and
 * the three promotions pages also start their first query (the promotions pages' console metrics still
 * count it as a miss). The server render starts a page's data with this too.
 */
export async function startRouteData(
  id: string,
  params: Record<string, string | undefined>,
  search: string,
  queryClient: QueryClient,
) {
  const services = await loadServices();
  if (READS_BRAND_LIST.has(id)) await services.prefetchBrands(queryClient);
  else if (id === BRAND_PAGE) await services.prefetchBrandPage(queryClient, params.slugOrId);
  else if (id === BY_CATEGORY_PAGE)
    await services.prefetchCategoryPage(queryClient, new URLSearchParams(search).get(CATEGORY_PARAM));
  else if (id === BY_BRANDS_PAGE)
    await services.prefetchBrandListingPage(queryClient, new URLSearchParams(search).get(BRAND_PARAM));
  else if (id === WELCOME_BONUS_PAGE) await services.prefetchWelcomeBonusTable(queryClient);
}
