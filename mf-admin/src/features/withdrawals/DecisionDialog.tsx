import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, formatIDR } from '@bonus-atlas/shared-ui';
import { TextArea, TextField } from '@bonus-atlas/shared-ui/forms';
import { WITHDRAWAL_TEXT_LIMITS, messageKey, type Withdrawal } from '@bonus-atlas/shared-services';
import { useDecideWithdrawal } from '@bonus-atlas/shared-services/manage';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useAdminActor } from '../../hooks/use-admin-actor';
import { useAdminTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import styles from './Withdrawals.module.css';

export interface DecisionDialogProps {
  withdrawal: Withdrawal;
  decision: 'paid' | 'rejected';
  onClose: () => void;
  /** after the decision was saved (or another admin's was found): the toast's text */
  onDecided: (message: 'paid' | 'refused') => void;
}

const noteSchema = (decision: 'paid' | 'rejected') =>
  z.object({
    note: z.string().check(
      z.trim(),
      z.minLength(1, {
        error: messageKey(decision === 'paid' ? 'withdrawalReferenceRequired' : 'withdrawalReasonRequired'),
      }),
      z.maxLength(decision === 'paid' ? WITHDRAWAL_TEXT_LIMITS.reference : WITHDRAWAL_TEXT_LIMITS.reason, {
        error: messageKey(decision === 'paid' ? 'withdrawalReferenceTooLong' : 'withdrawalReasonTooLong'),
      }),
    ),
  });

/**
 * "Mark as paid" asks for the transfer's reference, "Refuse" for the member's reason. What was typed
 * stays when the save fails; "already decided" (another admin was first) is said in the dialog.
 */
export function DecisionDialog({ withdrawal, decision, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useAdminTranslation();
  const validationText = useValidationText();
  const actor = useAdminActor();
  const decide = useDecideWithdrawal();
  const form = useForm<{ note: string }>({ resolver: zodResolver(noteSchema(decision)), defaultValues: { note: '' } });
  const paid = decision === 'paid';
  const amount = formatIDR(withdrawal.amount);

  const submit = form.handleSubmit(async ({ note }) => {
    if (!actor) return;
    try {
      await decide.mutateAsync(
        paid
          ? { withdrawalId: withdrawal.id, decision: 'paid', reference: note, actor }
          : { withdrawalId: withdrawal.id, decision: 'rejected', reason: note, actor },
      );
      onDecided(paid ? 'paid' : 'refused');
    } catch (failure) {
      form.setError('root', { message: failure instanceof Error ? failure.message : 'withdrawalDecideFailed' });
    }
  });

  const error = form.formState.errors;
  return (
    <Modal open onClose={onClose} title={t(paid ? 'withdrawals.paidTitle' : 'withdrawals.refuseTitle')} size="md">
      <form className={styles.dialogForm} noValidate onSubmit={submit}>
        <p className={styles.dialogText}>
          {paid
            ? t('withdrawals.paidMessage', {
                amount,
                provider: withdrawal.provider,
                account: withdrawal.accountNumber,
                holder: withdrawal.accountName,
              })
            : t('withdrawals.refuseMessage', { amount })}
        </p>
        {paid ? (
          <TextField
            label={t('withdrawals.reference')}
            maxLength={WITHDRAWAL_TEXT_LIMITS.reference}
            autoComplete="off"
            error={validationText(error.note?.message)}
            {...form.register('note')}
          />
        ) : (
          <TextArea
            label={t('withdrawals.reason')}
            maxLength={WITHDRAWAL_TEXT_LIMITS.reason}
            rows={3}
            error={validationText(error.note?.message)}
            {...form.register('note')}
          />
        )}
        {error.root?.message ? (
          <p role="alert" className={styles.error}>
            {validationText(error.root.message)}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={decide.isPending}>
            {t('withdrawals.cancel')}
          </Button>
          <Button
            type="submit"
            variant={paid ? 'primary' : 'danger'}
            loading={decide.isPending}
            loadingText={t('withdrawals.saving')}
          >
            {t(paid ? 'withdrawals.confirmPaid' : 'withdrawals.confirmRefuse')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
