import { compareBrandNames, compareBrands, compareNewestBrands } from '@bonus-atlas/shared-services';
import type { CatalogBrand } from './catalog-brand';
import { hasBestBonus } from './filter-brands';

/** Sorting options, spec §2: rating, newest, name, bonus. */
export const BRAND_SORTS = ['rating', 'newest', 'name', 'bonus'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

// spec §9 brand ordering (rating descending, then newest, then name): shared-services' compareBrands
const defaultOrder = compareBrands;

/** The first percentage in a welcome-bonus text ("200% up to IDR 5.000.000" → 200); 0 when there is none. */
export function bonusPercent(welcomeBonus: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*%/.exec(welcomeBonus);
  return match?.[1] ? Number(match[1].replace(',', '.')) : 0;
}

// "bonus": No Deposit offers first, then the biggest percentage, then the usual ordering.
const byBonus = (a: CatalogBrand, b: CatalogBrand) =>
  Number(hasBestBonus(b)) - Number(hasBestBonus(a)) ||
  bonusPercent(b.welcomeBonus) - bonusPercent(a.welcomeBonus) ||
  defaultOrder(a, b);

const comparators: Record<BrandSort, (a: CatalogBrand, b: CatalogBrand) => number> = {
  rating: defaultOrder,
  newest: (a, b) => compareNewestBrands(a, b) || defaultOrder(a, b),
  name: (a, b) => compareBrandNames(a, b) || defaultOrder(a, b),
  bonus: byBonus,
};

export function sortBrands<B extends CatalogBrand>(brands: readonly B[], sort: BrandSort): B[] {
  return [...brands].sort(comparators[sort]);
}

export function isBrandSort(value: string | null | undefined): value is BrandSort {
  return value != null && (BRAND_SORTS as readonly string[]).includes(value);
}
