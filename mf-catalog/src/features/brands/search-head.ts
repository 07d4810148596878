import { queryKeys, type Brand, type BrandList, type QueryClient } from '@bonus-atlas/shared-services';
import { INITIAL_BRAND_COUNT, selectHomeBrands } from './home-brands';

/**
 * What the first screen of /search shows for a term: its first 24 results in the spec's order and how
 * many there are. A rendered search page carries this in its HTML instead of the whole brand list,
 * which the browser reads itself (the listing) for the rest of the results and the next terms.
 */
export interface BrandSearchHead {
  term: string;
  brands: Brand[];
  total: number;
}

export const brandSearchHeadKey = (term: string) => [...queryKeys.brands.all, 'search-head', term] as const;


/** Puts the head of the cached brand list's results for `term` in the cache (the render server, for the page it sends). */
export function keepBrandSearchHead(queryClient: QueryClient, term: string | null | undefined): void {
  // the term as the page searches it, its spaces trimmed
  const trimmed = (term ?? '').trim();
  const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
  if (!list || !trimmed) return;
  const results = selectHomeBrands(list.brands, { filter: 'all', sort: 'rating', term: trimmed });
  const head: BrandSearchHead = { term: trimmed, brands: results.slice(0, INITIAL_BRAND_COUNT), total: results.length };
  queryClient.setQueryData(brandSearchHeadKey(trimmed), head);
}
