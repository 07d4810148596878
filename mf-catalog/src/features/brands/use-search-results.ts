import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@bonus-atlas/shared-services';
import { useHydrated } from '../../hooks/use-hydrated';
import type { CatalogBrand } from './catalog-brand';
import { selectHomeBrands } from './home-brands';
import { prepareSearch } from './search-brands';
import { brandSearchHeadKey, type BrandSearchHead } from './search-head';
import { useCatalogBrands, type CatalogBrands } from './use-catalog-brands';

const NO_BRANDS: readonly CatalogBrand[] = [];

interface SearchResults {
  catalog: CatalogBrands;
  status: CatalogBrands['status'];
  /** The brands found, in the spec's order (the first screen's only, while the page shows what the server sent). */
  results: readonly CatalogBrand[];
  /** How many brands the term finds. */
  total: number;
}

/**
 * What /search shows for a (trimmed) term: from the brand list, or, until the browser has read it (or
 * while only its local copy stands in), from the first screen the server sent with the page (the
 * term's first 24 results and their number), so a rendered search page never carries the whole list.
 * While hydrating, the page shows exactly what the server rendered: that first screen, or the loading state.
 */
export function useSearchResults(term: string): SearchResults {
  const catalog = useCatalogBrands({ keepOnServer: true });
  const queryClient = useQueryClient();
  const [head] = useState(() =>
    term ? queryClient.getQueryData<BrandSearchHead>(brandSearchHeadKey(term)) : undefined,
  );
  const hydrated = useHydrated();
  const fromHead =
    head !== undefined && head.term === term && (!hydrated || catalog.status !== 'success' || catalog.isLocalCopy);
  const listed = hydrated ? catalog.brands : NO_BRANDS;

  // the first keystroke of a search then finds every brand's text ready
  useEffect(() => prepareSearch(listed), [listed]);
  const results = useMemo(
    () => (term ? selectHomeBrands(listed, { filter: 'all', sort: 'rating', term }) : NO_BRANDS),
    [listed, term],
  );

  if (fromHead) return { catalog, status: 'success', results: head.brands, total: head.total };
  return {
    catalog,
    // the server renders the loading state for what its first screen does not cover, and so does hydration
    status: hydrated ? catalog.status : 'loading',
    results,
    total: results.length,
  };
}
