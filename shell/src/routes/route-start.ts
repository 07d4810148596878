import type { QueryClient } from '@tanstack/react-query';
import { pageDataLoader, type PageDataModule } from '../../../federation.pages';
import { loadRemotePageData, preloadRemotePage } from '../federation/load-remote-page';
import { remoteModuleId, type RoutePage } from './page-lists';
import { routeForPath } from './route-match';

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
  await Promise.allSettled([
    preloadRemotePage(remoteModuleId(route)),
    startRouteData(route, params, location.search, queryClient),
  ]);
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

/** The arguments a page's starter reads, from the route's parameters and the address's query (its declaration says which). */
export function starterArgs(
  route: Pick<RoutePage, 'start'>,
  params: Record<string, string | undefined>,
  search: string,
): Record<string, string | undefined> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    Object.entries(route.start?.args ?? {}).map(([name, from]) => [
      name,
      'path' in from ? params[from.path] : (query.get(from.query) ?? undefined),
    ]),
  );
}

/**
 * The page's first reads, by the loader its list names, from the remote's own `./pageData` (loaded
 * beside the page; the server render passes the one it loaded with the remote's server code), with the
 * arguments its declaration reads from the address. A name the remote's module does not have starts
 * nothing (the page then reads on its own).
 */
export async function startRouteData(
  route: Pick<RoutePage, 'start' | 'remote' | 'module'>,
  params: Record<string, string | undefined>,
  search: string,
  queryClient: QueryClient,
  pageData?: PageDataModule | null,
): Promise<void> {
  if (!route.start) return;
  const module = pageData === undefined ? await loadRemotePageData(route.remote) : pageData;
  const loader = pageDataLoader(module, route.start.starter);
  if (!loader) {
    console.warn(`${remoteModuleId(route)}: no page data named ${route.start.starter}; the page reads its data itself`);
    return;
  }
  await loader.start(queryClient, starterArgs(route, params, search));
}

/**
 * Hands the data a server-rendered page came with to its remote's loader (`adopt`), which keeps what
 * it keeps (the catalog: the brand list as this browser's saved copy). Public routes only.
 */
export async function adoptRouteData(
  location: Pick<Location, 'pathname'>,
  queryClient: QueryClient,
): Promise<void> {
  const found = routeForPath(location.pathname);
  if (!found?.route.start || found.route.access !== 'public') return;
  const loader = pageDataLoader(await loadRemotePageData(found.route.remote), found.route.start.starter);
  loader?.adopt?.(queryClient);
}
