import { brandFlags } from '@bonus-atlas/shared-services';
import type { CatalogBrand } from './catalog-brand';

/** Home filter categories, spec §2: all, top, new, bonus, crypto, verified. */
export const BRAND_FILTERS = ['all', 'new', 'top', 'bonus', 'crypto', 'verified'] as const;
export type BrandFilter = (typeof BRAND_FILTERS)[number];

// The derived flags as shared-services' toBrand computed them; the same rule (brandFlags) for a brand
// that arrives without them (spec §3).
export function isNewBrand(brand: CatalogBrand, now = Date.now()): boolean {
  return brand.isNew ?? brandFlags(brand, now).isNew;
}

export function isTopRatedBrand(brand: CatalogBrand): boolean {
  return brand.isTopRated ?? brandFlags(brand).isTopRated;
}

export function hasBestBonus(brand: CatalogBrand): boolean {
  return brand.hasBestBonus ?? brandFlags(brand).hasBestBonus;
}

export function matchesFilter(brand: CatalogBrand, filter: BrandFilter, now = Date.now()): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'new':
      return isNewBrand(brand, now);
    case 'top':
      return isTopRatedBrand(brand);
    case 'bonus':
      return hasBestBonus(brand);
    case 'crypto':
      return brand.acceptsCrypto;
    case 'verified':
      return brand.verified;
  }
}

export function filterBrands<B extends CatalogBrand>(brands: readonly B[], filter: BrandFilter, now = Date.now()): B[] {
  return brands.filter((brand) => matchesFilter(brand, filter, now));
}

/** How many brands each chip would show (counts ignore the search term, so chips stay stable while typing). */
export function countBrandsByFilter(brands: readonly CatalogBrand[], now = Date.now()): Record<BrandFilter, number> {
  const counts = Object.fromEntries(BRAND_FILTERS.map((filter) => [filter, 0])) as Record<BrandFilter, number>;
  for (const brand of brands) {
    for (const filter of BRAND_FILTERS) {
      if (matchesFilter(brand, filter, now)) counts[filter] += 1;
    }
  }
  return counts;
}

export function isBrandFilter(value: string | null | undefined): value is BrandFilter {
  return value != null && (BRAND_FILTERS as readonly string[]).includes(value);
}
