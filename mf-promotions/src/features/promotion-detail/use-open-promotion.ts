import { useCallback, useEffect, useState } from 'react';
import { TOAST_DURATION, useToast } from '@bonus-atlas/shared-ui';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { useDeepLinkedPromotion } from '../listings';
import { usePromotionsTranslation } from '../../i18n';
import { usePromotionDeepLink } from './use-promotion-deep-link';

/**
 * Which promotion the detail modal shows: the card just clicked, else the `?promo=` deep link
 * resolved from the loaded cards, else fetched from its brand (a link to one not loaded yet).
 * A link to a promotion that no longer exists is dropped with a short notice.
 */
export function useOpenPromotion(loaded: readonly PromotionView[]) {
  const { t } = usePromotionsTranslation();
  const toast = useToast();
  const { requested, openPromotion: linkTo, closePromotion } = usePromotionDeepLink();
  const [clicked, setClicked] = useState<PromotionView | null>(null);

  const matches = (promotion: PromotionView | null | undefined): promotion is PromotionView =>
    !!promotion && !!requested && promotion.brandId === requested.brandId && promotion.id === requested.promotionId;
  const fromPage = matches(clicked) ? clicked : (loaded.find(matches) ?? null);
  const deepLinked = useDeepLinkedPromotion(fromPage ? null : requested);
  const promotion = fromPage ?? (matches(deepLinked.promotion) ? deepLinked.promotion : null);

  useEffect(() => {
    if (!deepLinked.missing) return;
    toast.show({ kind: 'info', title: t('detail.notFound'), durationMs: TOAST_DURATION.general });
    closePromotion();
  }, [deepLinked.missing, closePromotion, toast, t]);

  const openPromotion = useCallback(
    (next: PromotionView) => {
      setClicked(next);
      linkTo(next);
    },
    [linkTo],
  );

  return { promotion, open: promotion !== null, openPromotion, closePromotion };
}
