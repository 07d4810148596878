import type { ReactNode } from 'react';
import { Button, Modal, useTranslation } from '@bonus-atlas/shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'danger' for deletions (brand, report, comment). */
  tone?: 'primary' | 'danger';
  /** While true the confirm button shows a spinner and both buttons are inert. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? (tone === 'danger' ? t('actions.delete') : t('actions.confirm'))}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
    </Modal>
  );
}
