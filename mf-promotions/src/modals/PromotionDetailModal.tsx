import { Modal } from '@bonus-atlas/shared-ui';
import { usePromotionsTranslation } from '../i18n';

export interface PromotionDetailModalProps {
  open: boolean;
  onClose: () => void;
  promotionId?: string;
}

/** Opened from promotion cards (spec §2 Promotion detail modal). */
export default function PromotionDetailModal({ open, onClose }: PromotionDetailModalProps) {
  const { t } = usePromotionsTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('detail.title')}>
      <div data-remote="mf_promotions">{t('loading')}</div>
    </Modal>
  );
}
