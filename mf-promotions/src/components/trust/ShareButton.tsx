import { Button, TOAST_DURATION, useToast } from '@bonus-atlas/shared-ui';
import { Share2 } from '@bonus-atlas/shared-ui/icons';
import { promotionDeepLink } from '../../features/promotion-detail/promotion-links';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';

const PROMO_PARAM = 'promo';

/** The address of this page with the promotion open (`?promo=<brandId>/<promotionId>`). */
export function promotionShareUrl(promotion: Pick<PromotionView, 'brandId' | 'id'>, location: Location): string {
  const url = new URL(location.href);
  url.searchParams.set(PROMO_PARAM, promotionDeepLink(promotion));
  url.hash = '';
  return url.toString();
}

/**
 * Share a promotion: the device's share sheet where it has one (Web Share API), else the link is
 * copied to the clipboard and a toast says so.
 */
export function ShareButton({ promotion }: { promotion: PromotionView }) {
  const { t } = usePromotionsTranslation();
  const toast = useToast();

  const share = async () => {
    const url = promotionShareUrl(promotion, window.location);
    const data = { title: promotion.title, text: `${promotion.title} · ${promotion.brandName}`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // the person closed the share sheet: nothing to say
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ kind: 'success', title: t('trust.linkCopied'), durationMs: TOAST_DURATION.general });
    } catch {
      toast.show({ kind: 'error', title: t('trust.copyFailed'), message: url, durationMs: TOAST_DURATION.claim });
    }
  };

  return (
    <Button variant="ghost" leftIcon={<Share2 size={16} />} onClick={() => void share()} data-testid="share-promotion">
      {t('trust.share')}
    </Button>
  );
}
