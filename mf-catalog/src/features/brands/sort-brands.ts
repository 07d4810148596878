import { compareBrandNames, toDateOrNull } from '@bonus-atlas/shared-services';
import type { CatalogBrand } from './catalog-brand';
import { hasBestBonus } from './filter-brands';

/** Sorting options, spec §2: rating, newest, name, bonus. */
export const BRAND_SORTS = ['rating', 'newest', 'name', 'bonus'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

/** The first percentage in a welcome-bonus text ("200% up to IDR 5.000.000" → 200); 0 when there is none. */
export function bonusPercent(welcomeBonus: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*%/.exec(welcomeBonus);
  return match?.[1] ? Number(match[1].replace(',', '.')) : 0;
}

type Compare = (a: CatalogBrand, b: CatalogBrand) => number;

/**
 * The comparators of one sort: each brand's creation time and bonus read once per sort, not at every
 * comparison (a Date per comparison was most of a search's garbage over thousands of brands on a phone).
 */
function comparatorsOnce(): Record<BrandSort, Compare> {
  const created = new Map<CatalogBrand, number>();
  const time = (brand: CatalogBrand) => {
    let value = created.get(brand);
    if (value === undefined) {
      value = toDateOrNull(brand.createdAt)?.getTime() ?? 0;
      created.set(brand, value);
    }
    return value;
  };
  const percents = new Map<CatalogBrand, number>();
  const percent = (brand: CatalogBrand) => {
    let value = percents.get(brand);
    if (value === undefined) {
      value = bonusPercent(brand.welcomeBonus);
      percents.set(brand, value);
    }
    return value;
  };
  // spec §9 brand ordering (rating descending, then newest, then name): shared-services' compareBrands
  const defaultOrder: Compare = (a, b) => b.rating - a.rating || time(b) - time(a) || compareBrandNames(a, b);
  return {
    rating: defaultOrder,
    newest: (a, b) => time(b) - time(a) || defaultOrder(a, b),
    name: (a, b) => compareBrandNames(a, b) || defaultOrder(a, b),
    // "bonus": No Deposit offers first, then the biggest percentage, then the usual ordering.
    bonus: (a, b) => Number(hasBestBonus(b)) - Number(hasBestBonus(a)) || percent(b) - percent(a) || defaultOrder(a, b),
  };
}

export function sortBrands<B extends CatalogBrand>(brands: readonly B[], sort: BrandSort): B[] {
  return [...brands].sort(comparatorsOnce()[sort]);
}

// whether a list is in the "rating" order already (the brand list is: shared-services sorts it), found
// once per list
const inRatingOrder = new WeakMap<readonly CatalogBrand[], boolean>();

/** The list is in the "rating" sort's order: any part of it kept in order needs no sort. */
export function isInRatingOrder(brands: readonly CatalogBrand[]): boolean {
  let ordered = inRatingOrder.get(brands);
  if (ordered === undefined) {
    const compare = comparatorsOnce().rating;
    ordered = brands.every((brand, index) => index === 0 || compare(brands[index - 1] as CatalogBrand, brand) <= 0);
    inRatingOrder.set(brands, ordered);
  }
  return ordered;
}

export function isBrandSort(value: string | null | undefined): value is BrandSort {
  return value != null && (BRAND_SORTS as readonly string[]).includes(value);
}
