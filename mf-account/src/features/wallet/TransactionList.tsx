import { Badge, formatDateTime, formatIDR } from '@bonus-atlas/shared-ui';
import {
  isOutgoing,
  maskedAccount,
  transactionDescription,
  useAmountMask,
  type WalletTransaction,
} from '@bonus-atlas/shared-services';
import { useAccountTranslation } from '../../i18n/index';
import styles from './Wallet.module.css';
import { OTHER_TRANSACTION, TRANSACTION_LOOK } from './transaction-look';

/** A withdrawal's state in the member's words: Pending, Paid, Refused. */
function WithdrawalBadge({ status }: { status: string }) {
  const { t } = useAccountTranslation();
  const label = t(`transactions.withdrawalStatuses.${status}`, { defaultValue: status });
  if (status === 'completed')
    return (
      <Badge size="sm" variant="completed">
        {label}
      </Badge>
    );
  if (status === 'rejected')
    return (
      <Badge size="sm" tone="danger">
        {label}
      </Badge>
    );
  return (
    <Badge size="sm" variant="pending">
      {label}
    </Badge>
  );
}

/**
 * Transaction History (spec §2): type label, icon and colour, description, date, signed amount, status;
 * a withdrawal names its provider and the account's last 4 digits, and a refused one its reason.
 * During a break the amounts are masked, as every amount elsewhere.
 */
export function TransactionList({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const { t } = useAccountTranslation();
  const shown = useAmountMask();
  return (
    <ul className={styles.list}>
      {transactions.map((transaction) => {
        const look = TRANSACTION_LOOK[transaction.type] ?? OTHER_TRANSACTION;
        const type = transaction.type in TRANSACTION_LOOK ? transaction.type : 'other';
        const amount = shown(formatIDR(Math.abs(transaction.amount)));
        const outgoing = isOutgoing(transaction);
        const description = transactionDescription(transaction);
        return (
          <li key={transaction.id} className={styles.row} data-transaction-type={transaction.type}>
            <span className={`${styles.icon} ${styles[look.tone]}`} aria-hidden="true">
              <look.Icon size={20} />
            </span>
            <span className={styles.main}>
              <span className={styles.type}>{t(`transactions.types.${type}`)}</span>
              <span className={styles.description}>
                {description.kind === 'report_reward'
                  ? t('transactions.reportRewardFor', { promotion: description.promotionTitle })
                  : description.kind === 'withdrawal'
                    ? t('transactions.withdrawalTo', {
                        provider: description.provider,
                        account: maskedAccount(description.accountLast4),
                      })
                    : description.text}
              </span>
              {transaction.type === 'withdrawal' && transaction.status === 'rejected' && transaction.reason ? (
                <span className={styles.description}>
                  {t('transactions.refusedReason', { reason: transaction.reason })}
                </span>
              ) : null}
              <span className={styles.muted}>{formatDateTime(transaction.createdAt)}</span>
            </span>
            <span className={styles.side}>
              <span className={outgoing ? styles.negative : styles.positive}>
                {outgoing ? `−${amount}` : `+${amount}`}
              </span>
              {transaction.type === 'withdrawal' ? (
                <WithdrawalBadge status={transaction.status} />
              ) : (
                <Badge size="sm" variant="completed">
                  {t(`transactions.statuses.${transaction.status}`, { defaultValue: transaction.status })}
                </Badge>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
