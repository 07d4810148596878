import { useEffect, useMemo, useState } from 'react';
import { brandListHeadKey, useQueryClient, type BrandListHead } from '@bonus-atlas/shared-services';
import {
  countBrandsByFilter,
  INITIAL_BRAND_COUNT,
  pageBrands,
  prepareSearch,
  selectHomeBrands,
  useCatalogBrands,
  type BrandFilter,
  type CatalogBrand,
  type CatalogBrands,
  type HomeQuery,
} from '../brands';
import { useHydrated } from '../../hooks/use-hydrated';

const NO_BRANDS: readonly CatalogBrand[] = [];

export interface HomeView {
  catalog: CatalogBrands;
  status: CatalogBrands['status'];
  counts: Record<BrandFilter, number>;
  /** How many brands the filter and term find. */
  total: number;
  visible: readonly CatalogBrand[];
  remaining: number;
  updatedAt: number;
}

/** The last answer for the last arguments: Home's head and its browser ask for the same in one render. */
function rememberLast<Args extends unknown[], Result>(compute: (...args: Args) => Result) {
  let last: { args: Args; result: Result } | undefined;
  return (...args: Args): Result => {
    if (last && last.args.length === args.length && last.args.every((arg, index) => Object.is(arg, args[index])))
      return last.result;
    const result = compute(...args);
    last = { args, result };
    return result;
  };
}

const lastCounts = rememberLast((brands: readonly CatalogBrand[]) => countBrandsByFilter(brands));
const lastSelection = rememberLast(
  (brands: readonly CatalogBrand[], filter: BrandFilter, sort: HomeQuery['sort'], term: string) =>
    selectHomeBrands(brands, { filter, sort, term }),
);

const isFirstScreenQuery = ({ filter, sort, term }: HomeQuery) => filter === 'all' && sort === 'rating' && !term.trim();

/**
 * What Home shows for a filter, term and sort: from the brand list, or, until the browser has read it
 * (or while only its local copy stands in), from the first screen the server sent with the page (its
 * first 24 and the chips' counts), so a rendered home never carries the whole list. While hydrating, a
 * page shows exactly what the server rendered: that first screen, or the loading state.
 */
export function useHomeView(query: HomeQuery, showAll: boolean): HomeView {
  const catalog = useCatalogBrands({ keepOnServer: true });
  const queryClient = useQueryClient();
  const [head] = useState(() => queryClient.getQueryData<BrandListHead>(brandListHeadKey()));
  const hydrated = useHydrated();
  const { filter, sort, term } = query;
  const fromHead =
    head !== undefined && isFirstScreenQuery(query) && (!hydrated || catalog.status !== 'success' || catalog.isLocalCopy);
  // the list is not in the server's page: hydrating, the page shows the head or the loading state
  const listed = hydrated ? catalog.brands : NO_BRANDS;

  // the first keystroke of a search then finds every brand's text ready
  useEffect(() => prepareSearch(listed), [listed]);
  const counts = useMemo(() => lastCounts(listed), [listed]);
  const results = useMemo(() => lastSelection(listed, filter, sort, term), [listed, filter, sort, term]);
  // the same array while the results stand: a new one on every render (the Load More progress ticks)
  // gave the grid new props each time
  const page = useMemo(() => pageBrands(results, showAll), [results, showAll]);

  if (fromHead) {
    return {
      catalog,
      status: 'success',
      counts: head.counts,
      total: head.total,
      visible: head.brands.slice(0, INITIAL_BRAND_COUNT),
      remaining: head.total - Math.min(head.brands.length, INITIAL_BRAND_COUNT),
      updatedAt: head.updatedAt,
    };
  }
  const { visible, remaining } = page;
  return {
    catalog,
    // the server renders the loading state for what its first screen does not cover, and so does hydration
    status: hydrated ? catalog.status : 'loading',
    counts,
    total: results.length,
    visible,
    remaining,
    updatedAt: catalog.updatedAt,
  };
}
