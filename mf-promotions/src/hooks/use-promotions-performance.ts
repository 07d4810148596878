import { useCallback, useEffect, useRef } from 'react';
import { promotionsPerformanceTracker, type PromotionsPerformanceTracker } from '@bonus-atlas/shared-services';

interface TrackedListing {
  status: 'loading' | 'error' | 'success';
  promotions: readonly unknown[];
  /** The data was already in the query cache when this listing was asked for. */
  fromCache: boolean;
  /** When the first listing was asked for, if before the page mounted (the shell's boot prefetch). */
  loadStartedAt?: number;
}

/**
 * Feeds the shared promotions-page tracker (spec §1/§3/§9): initial load time, promotions loaded,
 * image load times, a cache hit or miss per listing asked for (page or filter), and the console
 * summary with warnings. The tracker itself does nothing unless the local flag is set.
 */
export function usePromotionsPerformance(
  listing: TrackedListing,
  listingKey: string,
  tracker: PromotionsPerformanceTracker = promotionsPerformanceTracker,
) {
  const initialLoadDone = useRef(false);
  const countedPromotions = useRef(0);
  const lookedUpKey = useRef<string | null>(null);
  // the initial load counts from the first request for the data, made by the shell when it booted here
  const loadStartedAt = useRef(listing.loadStartedAt);

  useEffect(() => {
    tracker.startPageLoad(loadStartedAt.current);
    // the full summary (with the images that loaded since the first one) when the visitor leaves
    const logOnLeave = () => tracker.logSummary();
    window.addEventListener('pagehide', logOnLeave);
    return () => {
      window.removeEventListener('pagehide', logOnLeave);
      tracker.logSummary();
    };
  }, [tracker]);

  const { status, fromCache } = listing;
  const count = listing.promotions.length;

  useEffect(() => {
    if (status !== 'success') return;
    // one cache lookup per listing the visitor asks for (first visit, another category or brand)
    if (lookedUpKey.current !== listingKey) {
      lookedUpKey.current = listingKey;
      if (fromCache) tracker.recordCacheHit();
      else tracker.recordCacheMiss();
      countedPromotions.current = 0;
    }
    if (!initialLoadDone.current) {
      initialLoadDone.current = true;
      countedPromotions.current = count;
      tracker.endPageLoad(count);
      tracker.logSummary();
      return;
    }
    if (count > countedPromotions.current) tracker.recordPromotionsLoaded(count - countedPromotions.current);
    countedPromotions.current = count;
  }, [status, fromCache, count, listingKey, tracker]);

  const onImageLoad = useCallback((url: string, loadTimeMs: number) => tracker.recordImageLoad(url, loadTimeMs), [tracker]);
  return { onImageLoad };
}
