import { useState, type FormEvent } from 'react';
import { Button, formatDateTime, Modal, useToast, errorReason } from '@bonus-atlas/shared-ui';
import {
  BREAK_DURATIONS,
  breakEnd,
  selectUid,
  useActiveBreak,
  useSessionStore,
  useStartBreak,
  type BreakDuration,
} from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import styles from './TakeABreakDialog.module.css';

// re-picking the length just chosen would extend it by seconds: not offered as "longer"
const MIN_EXTENSION_MS = 60 * 60 * 1000;

interface TakeABreakDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Take a break: hides every bonus amount and Claim Bonus button for 24 hours, 30 or 90
 * days, on the user's record and in this browser. A running break can only be extended.
 */
export function TakeABreakDialog({ open, onClose }: TakeABreakDialogProps) {
  const { t } = useShellTranslation();
  const toast = useToast();
  const uid = useSessionStore(selectUid);
  const activeUntil = useActiveBreak();
  const startBreak = useStartBreak();
  // only lengths that end clearly after the running break: a break is never shortened
  const choices = BREAK_DURATIONS.filter(
    (duration) => !activeUntil || breakEnd(duration).getTime() > activeUntil.getTime() + MIN_EXTENSION_MS,
  );
  const [picked, setPicked] = useState<BreakDuration | null>(null);
  const duration = picked && choices.includes(picked) ? picked : (choices[0] ?? null);

  const close = () => {
    setPicked(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!duration) return;
    startBreak.mutate(
      { uid, duration },
      {
        onSuccess: (until) => {
          toast.show({ kind: 'success', title: t('takeABreak.started', { until: formatDateTime(until) }) });
          close();
        },
        onError: (error) =>
          toast.show({ kind: 'error', title: t('takeABreak.failed', { reason: errorReason(error) }) }),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('takeABreak.dialogTitle')}
      description={t('takeABreak.explain')}
      size="sm"
    >
      <form className={styles.form} onSubmit={onSubmit} data-testid="take-a-break">
        {activeUntil ? (
          <p className={styles.current}>{t('takeABreak.title', { until: formatDateTime(activeUntil) })}</p>
        ) : null}
        {choices.length > 0 ? (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('takeABreak.lengthLegend')}</legend>
            {choices.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="break-length"
                  value={choice}
                  checked={duration === choice}
                  onChange={() => setPicked(choice)}
                />
                <span>{t(`takeABreak.lengths.${choice}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className={styles.warning}>{t('takeABreak.noEarlyEnd')}</p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={close}>
            {t('takeABreak.cancel')}
          </Button>
          {choices.length > 0 ? (
            <Button type="submit" variant="primary" loading={startBreak.isPending}>
              {activeUntil ? t('takeABreak.extend') : t('takeABreak.start')}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
