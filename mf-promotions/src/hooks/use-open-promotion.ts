import { useCallback, useState } from 'react';
import type { PromotionView } from '../data/promotion';
import { useDeepLinkedPromotion } from '../data/use-promotion-listings';
import { usePromotionDeepLink } from './use-promotion-deep-link';

/**
 * Which promotion the detail modal shows: the card just clicked, else the `?promo=` deep link
 * resolved from the loaded cards, else fetched from its brand (a link to one not loaded yet).
 */
export function useOpenPromotion(loaded: readonly PromotionView[]) {
  const { requested, openPromotion: linkTo, closePromotion } = usePromotionDeepLink();
  const [clicked, setClicked] = useState<PromotionView | null>(null);

  const matches = (promotion: PromotionView | null | undefined) =>
    !!promotion && !!requested && promotion.brandId === requested.brandId && promotion.id === requested.promotionId;
  const fromPage = matches(clicked) ? clicked : (loaded.find(matches) ?? null);
  const fetched = useDeepLinkedPromotion(fromPage ? null : requested);
  const promotion = fromPage ?? (matches(fetched) ? fetched : null);

  const openPromotion = useCallback(
    (next: PromotionView) => {
      setClicked(next);
      linkTo(next);
    },
    [linkTo],
  );

  return { promotion, open: promotion !== null, openPromotion, closePromotion };
}
