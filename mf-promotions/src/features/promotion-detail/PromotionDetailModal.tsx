import { useState } from 'react';
import { Button, buttonClassName, Modal, TOAST_DURATION, useToast } from '@bonus-atlas/shared-ui';
import { ExternalLink, Flag } from '@bonus-atlas/shared-ui/icons';
import { safeExternalUrl, useAmountMask, type PromotionDetailModalProps } from '@bonus-atlas/shared-services';
import { brandPagePath } from './promotion-links';
import { BrandLink } from './BrandLink';
import { PromotionDetail } from './PromotionDetail';
import { ShareButton } from '../../components/trust/ShareButton';
import { usePromotionsTranslation } from '../../i18n';
import { ReportModal } from '../report';
import styles from './PromotionDetailModal.module.css';

/**
 * Exposed as `mf_promotions/PromotionDetailModal` (its props: the contract in shared-services) and
 * opened by mf-catalog's brand page too. Focus is trapped inside and returns to the opener; Report
 * Wrong Info opens the report modal on top.
 */
export default function PromotionDetailModal({ promotion, open, onClose, onNavigateAway = onClose }: PromotionDetailModalProps) {
  const { t } = usePromotionsTranslation();
  const toast = useToast();
  const [reporting, setReporting] = useState(false);
  const shown = useAmountMask();
  if (!promotion) return null;
  const website = safeExternalUrl(promotion.brandWebsite);

  const footer = (
    <div className={styles.actions}>
      <BrandLink
        to={brandPagePath(promotion)}
        onNavigate={onNavigateAway}
        className={buttonClassName({ variant: 'secondary' })}
      >
        {t('detail.viewBrand')}
      </BrandLink>
      {website ? (
        <Button
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          variant="primary"
          rightIcon={<ExternalLink size={16} />}
        >
          {t('detail.visitWebsite')}
        </Button>
      ) : (
        <Button
          variant="primary"
          rightIcon={<ExternalLink size={16} />}
          onClick={() => toast.show({ kind: 'info', title: t('detail.noWebsite'), durationMs: TOAST_DURATION.general })}
        >
          {t('detail.visitWebsite')}
        </Button>
      )}
      <ShareButton promotion={promotion} />
      <Button variant="ghost" leftIcon={<Flag size={16} />} onClick={() => setReporting(true)}>
        {t('detail.reportWrongInfo')}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t('detail.close')}
      </Button>
    </div>
  );

  return (
    <Modal open={open} onClose={onClose} title={shown(promotion.title)} size="lg" footer={footer}>
      <div data-remote="mf_promotions">
        <PromotionDetail promotion={promotion} onNavigate={onNavigateAway} />
        {/* rendered inside the detail modal so the report modal stacks on top of it */}
        <ReportModal promotion={promotion} open={open && reporting} onClose={() => setReporting(false)} />
      </div>
    </Modal>
  );
}
