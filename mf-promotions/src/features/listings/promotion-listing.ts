import type { PromotionView } from '@bonus-atlas/shared-services';

/** What a promotions page needs from a paged listing, whatever the query behind it. */
export interface PromotionListing {
  promotions: PromotionView[];
  status: 'loading' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next-page request failed: automatic loading pauses until the visitor asks again. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}
