import { Button, EmptyState, ErrorState, Page, PageLoading, Spinner, formatIDR } from '@bonus-atlas/shared-ui';
import { ArrowDownLeft, Info, RefreshCw } from '@bonus-atlas/shared-ui/icons';
import {
  DEFAULT_SITE_SETTINGS,
  useAmountMask,
  useSessionStore,
  useSiteSettings,
  useWalletSummaryQuery,
} from '@bonus-atlas/shared-services';
import { useState } from 'react';
import { useUserTransactions } from '@bonus-atlas/shared-services/manage';
import { useAccountTranslation } from '../i18n/index';
import { MyReports } from '../features/wallet/MyReports';
import { TransactionList } from '../features/wallet/TransactionList';
import { WithdrawForm } from '../features/wallet/WithdrawForm';
import styles from '../features/wallet/Wallet.module.css';
import { SignedOutNotice } from '../components/signed-out-notice/SignedOutNotice';

/** /transactions (spec §2 Wallet): balance, total earned, withdraw, history, how to earn; plus My Reports. */
export default function TransactionsPage() {
  const { t } = useAccountTranslation();
  const shown = useAmountMask();
  const [withdrawing, setWithdrawing] = useState(false);
  const status = useSessionStore((state) => state.status);
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const summary = useWalletSummaryQuery(uid);
  const transactions = useUserTransactions(uid);
  // the admins' minimum (settings/site), never below the spec's
  const minimum = (useSiteSettings().data ?? DEFAULT_SITE_SETTINGS).minWithdrawal;

  if (status === 'loading')
    return <PageLoading data-remote="mf_account" title={t('transactions.title')} message={t('transactions.loading')} />;
  if (status === 'signed-out' || !uid) {
    return <SignedOutNotice title={t('transactions.signedOutTitle')} message={t('transactions.signedOutMessage')} />;
  }

  const refreshing = summary.isFetching || transactions.isFetching;
  const refresh = () => {
    void summary.refetch();
    void transactions.refetch();
  };
  const failed = summary.isError || transactions.isError;
  const balance = summary.data?.balance ?? 0;
  const pendingWithdrawal = transactions.data?.find(
    (transaction) => transaction.type === 'withdrawal' && transaction.status === 'pending',
  );
  // what the Withdraw button opens: the form, or why there is none now
  const withdrawPanel = !withdrawing ? null : pendingWithdrawal ? (
    <p className={styles.notice} role="status">
      {t('transactions.withdrawForm.pendingNotice', { amount: shown(formatIDR(pendingWithdrawal.amount)) })}
    </p>
  ) : balance < minimum ? (
    <p className={styles.notice} role="status">
      {t('transactions.withdrawForm.belowMinimum', { min: formatIDR(minimum) })}
    </p>
  ) : (
    <WithdrawForm uid={uid} balance={balance} onDone={() => setWithdrawing(false)} />
  );

  return (
    <Page data-remote="mf_account" title={t('transactions.title')}>
      {failed ? (
        <ErrorState
          title={t('transactions.loadFailed')}
          retryLabel={t('transactions.tryAgain')}
          retrying={refreshing}
          onRetry={refresh}
        />
      ) : (
        <>
          <div className={styles.summary}>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('transactions.currentBalance')}</span>
              <span className={styles.statValue} data-testid="wallet-balance">
                {summary.data ? formatIDR(summary.data.balance) : '…'}
              </span>
            </div>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('transactions.totalEarned')}</span>
              <span className={styles.statValue} data-testid="wallet-total-earned">
                {summary.data ? formatIDR(summary.data.totalEarned) : '…'}
              </span>
            </div>
            <Button
              leftIcon={<ArrowDownLeft aria-hidden="true" />}
              aria-expanded={withdrawing}
              disabled={!summary.data || transactions.isPending}
              onClick={() => setWithdrawing((open) => !open)}
            >
              {t('transactions.withdraw')}
            </Button>
            <Button
              variant="secondary"
              leftIcon={<RefreshCw aria-hidden="true" />}
              loading={refreshing}
              onClick={refresh}
            >
              {t('transactions.refresh')}
            </Button>
          </div>
          {withdrawPanel}
          <section className={styles.card} aria-labelledby="wallet-history-heading">
            <h2 id="wallet-history-heading" className={styles.heading}>
              {t('transactions.history')}
            </h2>
            {transactions.isPending ? (
              <Spinner label={t('transactions.loading')} />
            ) : transactions.data.length === 0 ? (
              <EmptyState compact title={t('transactions.emptyTitle')} message={t('transactions.emptyMessage')} />
            ) : (
              <TransactionList transactions={transactions.data} />
            )}
          </section>
        </>
      )}
      {/* below the history only once its rows are in: they appear under it instead of being pushed
          down by it (a layout shift of 0.10 on a phone) */}
      {transactions.isPending ? null : (
        <>
          <aside className={styles.hint} aria-labelledby="wallet-hint-heading">
            <Info aria-hidden="true" size={20} />
            <div>
              <h2 id="wallet-hint-heading" className={styles.hintTitle}>
                {t('transactions.howToEarnTitle')}
              </h2>
              <p>{t('transactions.howToEarn')}</p>
            </div>
          </aside>
          <MyReports uid={uid} />
        </>
      )}
    </Page>
  );
}
