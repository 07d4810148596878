import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@bonus-atlas/shared-ui/router';
import { parsePromotionDeepLink, promotionDeepLink, type PromotionView } from '../data/promotion';

export const PROMO_PARAM = 'promo';

/**
 * The open promotion lives in the URL (`?promo=<brandId>/<promotionId>`) so it can be shared; the
 * history entry is replaced, not pushed, so Back leaves the page instead of reopening the modal.
 */
export function usePromotionDeepLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = useMemo(() => parsePromotionDeepLink(searchParams.get(PROMO_PARAM)), [searchParams]);

  const openPromotion = useCallback(
    (promotion: Pick<PromotionView, 'brandId' | 'id'>) => {
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(PROMO_PARAM, promotionDeepLink(promotion));
        return next;
      }, { replace: true });
    },
    [setSearchParams],
  );

  const closePromotion = useCallback(() => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(PROMO_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { requested, openPromotion, closePromotion };
}
