import type { QueryClient } from '@tanstack/react-query';
import { starterArgs } from '../routes/route-start';
import type { RoutePage } from '../routes/page-lists';
import { loadServices } from '../services/load-services';

/**
 * Whether the server may read the data an address asks for: its page's starter must accept the
 * arguments (shared-services' pageStarters: `?category=` a chip every visitor's /bycategory shows,
 * `?brand=` a brand of the list, a category page's slug a standard category). A query value it does not
 * accept (a custom category, a typo, a crafted value) gets the plain page, which the browser renders
 * with its own reads; a path value it does not accept names no page at all: a 404. So a stranger's
 * address neither reaches the database from the server nor leaves anything behind in it.
 */
export async function addressArguments(
  route: Pick<RoutePage, 'start'>,
  params: Record<string, string | undefined>,
  search: string,
  queryClient: QueryClient,
): Promise<'accepted' | 'no-such-page' | 'unknown-query'> {
  if (!route.start) return 'accepted';
  const services = await loadServices();
  const args = starterArgs(route, params, search);
  const fromPath = Object.fromEntries(
    Object.entries(route.start.args ?? {})
      .filter(([, from]) => 'path' in from)
      .map(([name]) => [name, args[name]]),
  );
  if (
    Object.keys(fromPath).length > 0 &&
    !(await services.pageArgsAccepted(route.start.starter, queryClient, fromPath))
  )
    return 'no-such-page';
  return (await services.pageArgsAccepted(route.start.starter, queryClient, args)) ? 'accepted' : 'unknown-query';
}
