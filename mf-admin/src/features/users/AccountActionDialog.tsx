import { Button, Modal } from '@bonus-atlas/shared-ui';
import { SelectField } from '@bonus-atlas/shared-ui/forms';
import { SUSPENSION_REASONS, type SuspensionReason } from '@bonus-atlas/shared-services';
import { useChangeAccount, type AccountChange } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { useAdminActor } from '../../hooks/use-admin-actor';
import { useAdminTranslation } from '../../i18n';
import styles from './Users.module.css';

/** The four actions of a user's page. */
export type AccountAction = 'makeAdmin' | 'removeAdmin' | 'suspend' | 'unsuspend';

export interface AccountActionDialogProps {
  uid: string;
  name: string;
  action: AccountAction;
  onClose: () => void;
  /** after the change and its audit entry were saved: the toast's text key */
  onDone: (done: string) => void;
}

function changeOf(action: AccountAction, reason: SuspensionReason): AccountChange {
  if (action === 'makeAdmin') return { kind: 'role', role: 'admin' };
  if (action === 'removeAdmin') return { kind: 'role', role: 'member' };
  if (action === 'suspend') return { kind: 'suspend', reason };
  return { kind: 'unsuspend' };
}

/** Confirms one action on an account (suspension asks for its reason); a refusal is said in the dialog. */
export function AccountActionDialog({ uid, name, action, onClose, onDone }: AccountActionDialogProps) {
  const { t } = useAdminTranslation();
  const actor = useAdminActor();
  const change = useChangeAccount(uid);
  const [reason, setReason] = useState<SuspensionReason>('spam');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!actor) return;
    setError(null);
    try {
      const done = await change.mutateAsync({ change: changeOf(action, reason), actor });
      onDone(done);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'saveFailed');
    }
  };

  return (
    <Modal open onClose={onClose} title={t(`users.confirm.${action}Title`, { name })} size="md">
      <div className={styles.dialogBody}>
        <p className={styles.muted}>{t(`users.confirm.${action}Message`, { name })}</p>
        {action === 'suspend' ? (
          <SelectField
            label={t('users.reason')}
            value={reason}
            options={SUSPENSION_REASONS.map((value) => ({ value, label: t(`users.reasons.${value}`) }))}
            onChange={(event) => setReason(event.target.value as SuspensionReason)}
          />
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {t(`users.errors.${error}`, { defaultValue: t('users.errors.saveFailed') })}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={change.isPending}>
            {t('users.confirm.cancel')}
          </Button>
          <Button
            type="button"
            variant={action === 'suspend' || action === 'removeAdmin' ? 'danger' : 'primary'}
            loading={change.isPending}
            onClick={() => void confirm()}
          >
            {t(`users.${action}`)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
