import {
  Button,
  EmptyState,
  ErrorState,
  Spinner,
  TOAST_DURATION,
  formatDateTime,
  formatIDR,
  useToast,
} from '@bonus-atlas/shared-ui';
import { useSessionStore, type Withdrawal } from '@bonus-atlas/shared-services';
import { useAuthorNames, usePendingWithdrawals } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import { DecisionDialog } from './DecisionDialog';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Withdrawals.module.css';

/**
 * /admin/withdrawals: the pending queue, oldest first, each with its member, amount, method and the
 * full account (admins transfer to it); Mark as paid / Refuse open their dialog. An admin's own
 * request is shown without the buttons (the rules refuse that decision too).
 */
export function WithdrawalsSection() {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const pending = usePendingWithdrawals();
  const names = useAuthorNames((pending.data ?? []).map((withdrawal) => withdrawal.userId));
  const [deciding, setDeciding] = useState<{ withdrawal: Withdrawal; decision: 'paid' | 'rejected' } | null>(null);

  if (pending.isPending) return <Spinner label={t('withdrawals.loading')} />;
  if (pending.isError) {
    return (
      <ErrorState
        title={t('withdrawals.errorTitle')}
        retryLabel={t('withdrawals.tryAgain')}
        retrying={pending.isFetching}
        onRetry={() => void pending.refetch()}
      />
    );
  }

  return (
    <section aria-labelledby="withdrawals-heading">
      <SectionHeader headingId="withdrawals-heading" title={t('panel.withdrawals')}>
        <p className={styles.total}>{t('withdrawals.queue', { count: pending.data.length })}</p>
      </SectionHeader>
      {pending.data.length === 0 ? (
        <EmptyState title={t('withdrawals.emptyTitle')} message={t('withdrawals.emptyMessage')} />
      ) : (
        <ol className={styles.queue} aria-label={t('withdrawals.caption')}>
          {pending.data.map((withdrawal) => (
            <li key={withdrawal.id} className={styles.request} data-testid="withdrawal-request">
              <dl className={styles.facts}>
                <div>
                  <dt>{t('withdrawals.member')}</dt>
                  <dd>{names.data?.[withdrawal.userId] ?? withdrawal.userId}</dd>
                </div>
                <div>
                  <dt>{t('withdrawals.amount')}</dt>
                  <dd className={styles.amount}>{formatIDR(withdrawal.amount)}</dd>
                </div>
                <div>
                  <dt>{t('withdrawals.method')}</dt>
                  <dd>
                    {t(`withdrawals.methods.${withdrawal.method}`)} · {withdrawal.provider}
                  </dd>
                </div>
                <div>
                  <dt>{t('withdrawals.account')}</dt>
                  <dd className={styles.account}>{withdrawal.accountNumber}</dd>
                </div>
                <div>
                  <dt>{t('withdrawals.holder')}</dt>
                  <dd>{withdrawal.accountName}</dd>
                </div>
                <div>
                  <dt>{t('withdrawals.requested')}</dt>
                  <dd>{formatDateTime(withdrawal.createdAt)}</dd>
                </div>
              </dl>
              {withdrawal.userId === uid ? (
                <p className={styles.total}>{t('withdrawals.yours')}</p>
              ) : (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setDeciding({ withdrawal, decision: 'rejected' })}>
                    {t('withdrawals.refuse')}
                  </Button>
                  <Button onClick={() => setDeciding({ withdrawal, decision: 'paid' })}>
                    {t('withdrawals.markPaid')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {deciding ? (
        <DecisionDialog
          withdrawal={deciding.withdrawal}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecided={(outcome) => {
            setDeciding(null);
            toast.show({ kind: 'success', title: t(`withdrawals.${outcome}`), durationMs: TOAST_DURATION.general });
          }}
        />
      ) : null}
    </section>
  );
}
