import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  /** Works out a term's results while its search is still settling (the debounce), so they show at once. */
  prepare: (term: string) => void;
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

/** Selections kept for one list: the page's, its head's, and a term worked out while its debounce ran. */
const SELECTIONS_KEPT = 4;
let selectionsOf: readonly CatalogBrand[] | null = null;
const selections = new Map<string, CatalogBrand[]>();

/** The brands a filter, sort and term show, kept for the list (Home's head and its browser ask for the same). */
function selection(brands: readonly CatalogBrand[], filter: BrandFilter, sort: HomeQuery['sort'], term: string) {
  if (brands !== selectionsOf) {
    selectionsOf = brands;
    selections.clear();
  }
  const key = JSON.stringify([filter, sort, term]);
  let found = selections.get(key);
  if (!found) {
    found = selectHomeBrands(brands, { filter, sort, term });
    selections.set(key, found);
    if (selections.size > SELECTIONS_KEPT) selections.delete(selections.keys().next().value as string);
  }
  return found;
}

/** Runs `work` when the browser is idle (within `deadlineMs`), or soon where it cannot say; returns the cancel. */
function whenIdle(work: () => void, deadlineMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: deadlineMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

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
  const results = useMemo(() => selection(listed, filter, sort, term), [listed, filter, sort, term]);
  const cancelPrepare = useRef<(() => void) | null>(null);
  const prepare = useCallback(
    (draft: string) => {
      cancelPrepare.current?.();
      // well inside the 300 ms debounce, in the page's idle time
      cancelPrepare.current = whenIdle(() => void selection(listed, filter, sort, draft), 150);
    },
    [listed, filter, sort],
  );
  useEffect(() => () => cancelPrepare.current?.(), []);
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
      prepare,
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
    prepare,
  };
}
