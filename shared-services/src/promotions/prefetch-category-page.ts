import { hashKey, type QueryClient, type QueryKey } from '@bonus-atlas/shared-services/kernel';
import { prefetchBrands } from '../brands/get-brands';
import { ALL_CATEGORIES, isStandardCategory, normalizeCategory, WELCOME_BONUS } from '../model/categories';
import { categoryFilterFor } from './category-filter';
import { welcomeBonusOptions } from './get-welcome-bonus-promotions';
import {
  PROMOTIONS_PAGE_SIZE_BY_BRAND,
  PROMOTIONS_PAGE_SIZE_BY_CATEGORY,
  promotionPagesOptions,
  type PromotionPagesFilter,
} from './list-promotions';

// The promotions pages' first listings, started by the shell at boot beside the page's own download;
// the page's query (same key) joins them. The pages' console metrics (spec §3) still count
// such a first listing as a cache miss and its initial load from the boot's request: see `bootStartOf`.

/**
 * The listings the shell started at boot, by query hash, with when they started (performance.now()).
 * Only the latest few are kept: a browser's page ends its own entry, but the server render (whose pages
 * never count them) and a long-lived tab must not keep one per address forever.
 */
const startedAtBoot = new Map<string, number>();
const BOOT_STARTS_KEPT = 16;

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Remembers the boot's start of a query, unless its data is already cached (then it is a real cache hit). */
function noteBootStart(queryClient: QueryClient, queryKey: QueryKey): void {
  const hash = hashKey(queryKey);
  if (queryClient.getQueryData(queryKey) || startedAtBoot.has(hash)) return;
  startedAtBoot.set(hash, now());
  // a Map iterates in insertion order: the first key is the oldest
  for (const oldest of startedAtBoot.keys()) {
    if (startedAtBoot.size <= BOOT_STARTS_KEPT) break;
    startedAtBoot.delete(oldest);
  }
}

function prefetchListing(queryClient: QueryClient, filter: PromotionPagesFilter): Promise<void> {
  const options = promotionPagesOptions(filter);
  noteBootStart(queryClient, options.queryKey);
  return queryClient.prefetchInfiniteQuery(options);
}

/**
 * Whether a `?category=` value is a chip every visitor's /bycategory shows: All, or a standard category
 * in its chip spelling (`Rebate`, not `rebate (by turnover)`). The server renders only those.
 */
export function isKnownCategoryChip(chip: string): boolean {
  return chip === ALL_CATEGORIES || (isStandardCategory(chip) && normalizeCategory(chip) === chip);
}

/** /bycategory's listing for a chip on its first render (no custom categories seen yet). */
export function categoryPageFilter(chip: string | null | undefined): PromotionPagesFilter {
  return { category: categoryFilterFor(chip || WELCOME_BONUS, []), pageSize: PROMOTIONS_PAGE_SIZE_BY_CATEGORY };
}

/** /bybrands' listing for the brand in `?brand=`, all brands when there is none. */
export function brandListingFilter(brandId: string | null | undefined): PromotionPagesFilter {
  return { brandId: brandId || null, pageSize: PROMOTIONS_PAGE_SIZE_BY_BRAND };
}

/** /bycategory's first page, for the chip in `?category=` (Welcome Bonus by default). */
export function prefetchCategoryPage(queryClient: QueryClient, chip: string | null | undefined): Promise<void> {
  return prefetchListing(queryClient, categoryPageFilter(chip));
}

/**
 * /bybrands' first page for the brand in `?brand=`, and the brand list its chips show (a rendered page
 * carries only its first screen's chips, not the list).
 */
export async function prefetchBrandListingPage(queryClient: QueryClient, brandId: string | null | undefined) {
  await Promise.all([
    prefetchBrands(queryClient, { keepOnServer: true }),
    prefetchListing(queryClient, brandListingFilter(brandId)),
  ]);
}

/** /welcomebonus's table: every comparable Welcome Bonus promotion. */
export function prefetchWelcomeBonusTable(queryClient: QueryClient): Promise<void> {
  const options = welcomeBonusOptions();
  noteBootStart(queryClient, options.queryKey);
  return queryClient.prefetchQuery(options);
}

/** The query key of a promotions listing or of the welcome bonus table (`'welcome-bonus'`). */
function keyOf(listing: PromotionPagesFilter | 'welcome-bonus'): QueryKey {
  return listing === 'welcome-bonus' ? welcomeBonusOptions().queryKey : promotionPagesOptions(listing).queryKey;
}

/**
 * When boot started this listing (performance.now()), or undefined when it did not. Reading does not
 * consume it: the page calls `endBootFetch` once it has counted the listing, so a later visit to the
 * same listing is a cache hit again.
 */
export function bootStartOf(listing: PromotionPagesFilter | 'welcome-bonus'): number | undefined {
  return startedAtBoot.get(hashKey(keyOf(listing)));
}

/** The page has counted the boot's listing (spec §3 metrics); from now on it is an ordinary cache entry. */
export function endBootFetch(listing: PromotionPagesFilter | 'welcome-bonus'): void {
  startedAtBoot.delete(hashKey(keyOf(listing)));
}
