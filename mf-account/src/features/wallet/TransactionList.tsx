import { Badge, formatDateTime, formatIDR } from '@bonus-atlas/shared-ui';
import { transactionDescription, type WalletTransaction } from '@bonus-atlas/shared-services';
import { useAccountTranslation } from '../../i18n/index';
import styles from './Wallet.module.css';
import { OTHER_TRANSACTION, TRANSACTION_LOOK } from './transaction-look';

/** Transaction History (spec §2): type label, icon and colour, description, date, signed amount, status. */
export function TransactionList({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const { t } = useAccountTranslation();
  return (
    <ul className={styles.list}>
      {transactions.map((transaction) => {
        const look = TRANSACTION_LOOK[transaction.type] ?? OTHER_TRANSACTION;
        const type = transaction.type in TRANSACTION_LOOK ? transaction.type : 'other';
        const amount = formatIDR(Math.abs(transaction.amount));
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
                  : description.text}
              </span>
              <span className={styles.muted}>{formatDateTime(transaction.createdAt)}</span>
            </span>
            <span className={styles.side}>
              <span className={transaction.amount < 0 ? styles.negative : styles.positive}>
                {transaction.amount < 0 ? `−${amount}` : `+${amount}`}
              </span>
              <Badge size="sm" variant="completed">
                {t(`transactions.statuses.${transaction.status}`, { defaultValue: transaction.status })}
              </Badge>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
