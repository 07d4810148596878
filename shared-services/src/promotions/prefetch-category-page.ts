import { hashKey, type QueryClient } from '@tanstack/react-query';
import { WELCOME_BONUS } from '../model/categories';
import { categoryFilterFor } from './category-filter';
import { PROMOTIONS_PAGE_SIZE_BY_CATEGORY, promotionPagesOptions, type PromotionPagesFilter } from './list-promotions';

/** The listings the shell started at boot, by query hash, with when they started (performance.now()). */
const startedAtBoot = new Map<string, number>();

/** The query cache's name for a listing, shared by the page's query and the boot's prefetch. */
function listingHash(filter: PromotionPagesFilter): string {
  return hashKey(promotionPagesOptions(filter).queryKey);
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** /bycategory's listing for a chip on its first render (no custom categories seen yet). */
export function categoryPageFilter(chip: string | null | undefined): PromotionPagesFilter {
  return { category: categoryFilterFor(chip || WELCOME_BONUS, []), pageSize: PROMOTIONS_PAGE_SIZE_BY_CATEGORY };
}

/**
 * /bycategory's first page, started by the shell at boot beside the page's own download (issue 15),
 * for the chip in `?category=` (Welcome Bonus by default). The page's query (same key) joins it.
 * The page's console metrics (spec §3) still count this first listing as a cache miss and its initial
 * load from here: see `bootStartOf`.
 */
export function prefetchCategoryPage(queryClient: QueryClient, chip: string | null | undefined): Promise<void> {
  const options = promotionPagesOptions(categoryPageFilter(chip));
  const hash = hashKey(options.queryKey);
  // data already cached (a second boot cannot happen, but a test's client may be warm) is a real cache hit
  if (!queryClient.getQueryData(options.queryKey) && !startedAtBoot.has(hash)) startedAtBoot.set(hash, now());
  return queryClient.prefetchInfiniteQuery(options);
}

/**
 * When boot started this listing (performance.now()), or undefined when it did not. Reading does not
 * consume it: the page calls `endBootFetch` once it has counted the listing, so a later visit to the
 * same listing is a cache hit again.
 */
export function bootStartOf(filter: PromotionPagesFilter): number | undefined {
  return startedAtBoot.get(listingHash(filter));
}

/** The page has counted the boot's listing (spec §3 metrics); from now on it is an ordinary cache entry. */
export function endBootFetch(filter: PromotionPagesFilter): void {
  startedAtBoot.delete(listingHash(filter));
}
