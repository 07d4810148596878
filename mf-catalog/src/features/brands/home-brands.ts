import type { CatalogBrand } from './catalog-brand';
import { filterBrands, type BrandFilter } from './filter-brands';
import { searchBrands } from './search-brands';
import { isInRatingOrder, sortBrands, type BrandSort } from './sort-brands';

/** spec §9: Home shows 24 brands at first; the first 4 cards get priority images. */
export const INITIAL_BRAND_COUNT = 24;
export const PRIORITY_IMAGE_COUNT = 4;

export interface HomeQuery {
  filter: BrandFilter;
  term: string;
  sort: BrandSort;
}

/** The brands Home lists for a filter, search term and sort, before paging (the list's order kept for "rating"). */
export function selectHomeBrands<B extends CatalogBrand>(brands: readonly B[], query: HomeQuery, now = Date.now()): B[] {
  // searched in the list itself (its search text is ready, search-brands.ts), then filtered
  const found = filterBrands(searchBrands(brands, query.term), query.filter, now);
  // filtering keeps the order: a list in the default order needs no sort for it
  return query.sort === 'rating' && isInRatingOrder(brands) ? found : sortBrands(found, query.sort);
}

/** The first page or all of them, plus how many the Load More button still hides. */
export function pageBrands<B>(brands: readonly B[], showAll: boolean): { visible: B[]; remaining: number } {
  const visible = showAll ? [...brands] : brands.slice(0, INITIAL_BRAND_COUNT);
  return { visible, remaining: brands.length - visible.length };
}
