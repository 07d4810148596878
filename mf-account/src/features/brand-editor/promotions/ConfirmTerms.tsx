import { Button, formatDate, TOAST_DURATION, useToast } from '@bonus-atlas/shared-ui';
import { ShieldCheck } from '@bonus-atlas/shared-ui/icons';
import { SITE_TIME_ZONE, useBrandPromotions, useSessionStore } from '@bonus-atlas/shared-services';
import { useConfirmPromotionTerms } from '@bonus-atlas/shared-services/manage';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import styles from './Promotions.module.css';

interface ConfirmTermsProps {
  brandId: string;
  /** The stored promotion; a promotion not saved yet has nothing to confirm. */
  promotionId: string;
}

/**
 * "Verified on <date>" and the owner's or admin's Confirm: the terms as stored are still right today.
 * It confirms what is saved, not unsaved edits in the form (those are saved with Save).
 */
export function ConfirmTerms({ brandId, promotionId }: ConfirmTermsProps) {
  const { t } = useBrandEditorTranslation();
  const toast = useToast();
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  // the editor's own query (same key): the date follows a confirmation without reloading the form
  const { data: promotions } = useBrandPromotions(brandId);
  const verifiedAt = promotions?.find((promotion) => promotion.id === promotionId)?.verifiedAt ?? null;
  const confirm = useConfirmPromotionTerms();

  const onConfirm = () => {
    if (!user) return;
    confirm.mutate(
      { brandId, promotionId, actor: { uid: user.uid, role } },
      {
        onSuccess: () =>
          toast.show({ kind: 'success', title: t('promotions.termsConfirmed'), durationMs: TOAST_DURATION.general }),
        onError: () =>
          toast.show({ kind: 'error', title: t('promotions.confirmFailed'), durationMs: TOAST_DURATION.claim }),
      },
    );
  };

  return (
    <div className={styles.confirmRow} data-testid="confirm-terms">
      <span className={styles.muted} data-testid="editor-verified">
        {verifiedAt
          ? t('promotions.verifiedOn', {
              date: formatDate(verifiedAt, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }),
            })
          : t('promotions.notVerified')}
      </span>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        leftIcon={<ShieldCheck aria-hidden="true" />}
        title={t('promotions.confirmTermsHint')}
        loading={confirm.isPending}
        disabled={!user || confirm.isPending}
        onClick={onConfirm}
      >
        {t('promotions.confirmTerms')}
      </Button>
    </div>
  );
}
