import { Modal, TOAST_DURATION, useToast } from '@bonus-atlas/shared-ui';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { ReportForm } from './ReportForm';
import { usePromotionsTranslation } from '../../i18n';

/**
 * Exposed as `mf_promotions/ReportModal` (spec §2 Report modal).
 * Props: `promotion` — shared-services' `Promotion` (any object with the PromotionView fields),
 * `open`, `onClose`. Must render inside shared-ui's ToastProvider (the shell provides it).
 */
export interface ReportModalProps {
  promotion: PromotionView | null;
  open: boolean;
  onClose: () => void;
}

export default function ReportModal({ promotion, open, onClose }: ReportModalProps) {
  const { t } = usePromotionsTranslation();
  const toast = useToast();
  if (!promotion) return null;

  return (
    <Modal open={open} onClose={onClose} title={t('report.title')} size="md">
      <div data-remote="mf_promotions">
        <ReportForm
          promotion={promotion}
          onCancel={onClose}
          onSubmitted={() => {
            toast.show({
              kind: 'success',
              title: t('report.successTitle'),
              message: t('report.successMessage'),
              durationMs: TOAST_DURATION.report,
            });
            onClose();
          }}
        />
      </div>
    </Modal>
  );
}
