import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@bonus-atlas/shared-ui/router';
import { parsePromotionDeepLink, promotionDeepLink } from './promotion-links';
import type { PromotionView } from '@bonus-atlas/shared-services';

export const PROMO_PARAM = 'promo';

/** Marks a history entry this page pushed to open a promotion (a shared link arrives without it). */
interface OpenedHere {
  promotionOpenedHere?: true;
}

function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as OpenedHere).promotionOpenedHere === true;
}

/**
 * The open promotion lives in the URL (`?promo=<brandId>/<promotionId>`) so it can be shared. Opening
 * one pushes a history entry, so the phone's Back closes the modal instead of leaving the list; closing
 * it (X, Esc) goes back to the list's entry when this page pushed the promotion's, and otherwise (a
 * shared link opened the page) replaces it, so Back never reopens a closed promotion.
 */
export function usePromotionDeepLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = useMemo(() => parsePromotionDeepLink(searchParams.get(PROMO_PARAM)), [searchParams]);
  const pushedHere = openedHere(location.state);

  const openPromotion = useCallback(
    (promotion: Pick<PromotionView, 'brandId' | 'id'>) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(PROMO_PARAM, promotionDeepLink(promotion));
          return next;
        },
        // one promotion after another (a link inside the modal) replaces the open one's entry
        { replace: pushedHere, state: { promotionOpenedHere: true } satisfies OpenedHere },
      );
    },
    [setSearchParams, pushedHere],
  );

  const closePromotion = useCallback(() => {
    if (pushedHere) {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(PROMO_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams, navigate, pushedHere]);

  return { requested, openPromotion, closePromotion };
}
