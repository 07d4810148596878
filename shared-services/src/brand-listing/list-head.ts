import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '../model/brand-facts';
import { queryKeys } from '../query-keys';
import type { BrandList } from '../brands/get-brands';

/** spec §9: Home shows 24 brands at first. */
export const BRAND_LIST_HEAD_SIZE = 24;

/** The home chips (spec §2) a head counts: each the same test as the catalog's filters. */
export type BrandHeadCounts = Record<'all' | 'new' | 'top' | 'bonus' | 'crypto' | 'verified', number>;

/**
 * What the first screen of the home shows of the brand list: its first 24 in the spec's order and the
 * chips' counts. A rendered home carries this in its HTML instead of the whole list, which the browser
 * reads itself (the listing) for Load More, search, other chips and sorts.
 */
export interface BrandListHead {
  brands: Brand[];
  total: number;
  counts: BrandHeadCounts;
  updatedAt: number;
  notice: string | null;
}

export const brandListHeadKey = () => [...queryKeys.brands.all, 'list-head'] as const;

export function brandListHead(list: BrandList): BrandListHead {
  const counts: BrandHeadCounts = { all: 0, new: 0, top: 0, bonus: 0, crypto: 0, verified: 0 };
  for (const brand of list.brands) {
    counts.all += 1;
    if (brand.isNew) counts.new += 1;
    if (brand.isTopRated) counts.top += 1;
    if (brand.hasBestBonus) counts.bonus += 1;
    if (brand.acceptsCrypto) counts.crypto += 1;
    if (brand.verified) counts.verified += 1;
  }
  return {
    brands: list.brands.slice(0, BRAND_LIST_HEAD_SIZE),
    total: list.brands.length,
    counts,
    updatedAt: list.updatedAt,
    notice: list.notice,
  };
}

/** Puts the head of the cached brand list in the cache (the render server, for the page it sends). */
export function keepBrandListHead(queryClient: QueryClient): void {
  const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
  if (list) queryClient.setQueryData(brandListHeadKey(), brandListHead(list));
}
