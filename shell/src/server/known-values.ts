import type { QueryClient } from '@tanstack/react-query';
import { pageDataLoader, type PageDataModule } from '../../../federation.pages';
import { starterArgs } from '../routes/route-start';
import type { RoutePage } from '../routes/page-lists';

/**
 * Whether the server may read the data an address asks for: its page's loader (the remote's own
 * ./pageData) must accept the arguments (`?category=` a chip every visitor's /bycategory shows,
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
  pageData: PageDataModule | null | undefined,
): Promise<'accepted' | 'no-such-page' | 'unknown-query'> {
  if (!route.start) return 'accepted';
  const accepts = pageDataLoader(pageData, route.start.starter)?.accepts;
  // a loader with no objection (or none: the page is left to the browser) reads what it reads
  if (!accepts) return 'accepted';
  const args = starterArgs(route, params, search);
  const fromPath = Object.fromEntries(
    Object.entries(route.start.args ?? {})
      .filter(([, from]) => 'path' in from)
      .map(([name]) => [name, args[name]]),
  );
  if (Object.keys(fromPath).length > 0 && !(await accepts(queryClient, fromPath))) return 'no-such-page';
  return (await accepts(queryClient, args)) ? 'accepted' : 'unknown-query';
}
