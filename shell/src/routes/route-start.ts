import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchBrands } from '@bonus-atlas/shared-services';
import { preloadRemotePage } from '../federation/load-remote-page';
import { remoteModuleId, routeTable, type RemoteRouteDefinition } from './route-table';

/** Remote pages that read the shared brand list first (home, search, favourites, a brand page). */
const READS_BRAND_LIST = new Set([
  'mf_catalog/HomePage',
  'mf_catalog/SearchPage',
  'mf_catalog/FavoritesPage',
  'mf_catalog/BrandPage',
]);

/** The route-table entry for a path, as the router will match it (first match wins). */
export function routeForPath(pathname: string): RemoteRouteDefinition | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/**
 * Boot knows the route before React does: start its remote page (manifest → remoteEntry → page
 * chunk) and its first query now, side by side, instead of one after the other once the page has
 * rendered (issue 15). Only public routes: gated remotes wait for the session as before.
 */
export function startRoute(pathname: string, queryClient: QueryClient): void {
  const route = routeForPath(pathname);
  if (!route || route.access !== 'public') return;
  const id = remoteModuleId(route);
  // a failure here is shown by the route itself when it renders (error boundary with Retry)
  preloadRemotePage(id).catch(() => undefined);
  if (READS_BRAND_LIST.has(id)) void prefetchBrands(queryClient);
}
