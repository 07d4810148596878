import type { PromotionView } from './promotion';

/** What a promotions page needs from a paged listing, whatever the query behind it. */
export interface PromotionListing {
  promotions: PromotionView[];
  status: 'loading' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}
