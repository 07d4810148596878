import { Modal } from '@bonus-atlas/shared-ui';
import { usePromotionsTranslation } from '../i18n';

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  promotionId?: string;
}

/** Opened from the promotion detail modal (spec §2 Report modal). */
export default function ReportModal({ open, onClose }: ReportModalProps) {
  const { t } = usePromotionsTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('report.title')}>
      <div data-remote="mf_promotions">{t('loading')}</div>
    </Modal>
  );
}
