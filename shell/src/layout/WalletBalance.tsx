import { Link } from '@bonus-atlas/shared-ui/router';
import { formatIDRCompact } from '@bonus-atlas/shared-ui';
import { useWalletSummary } from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import styles from './Header.module.css';

/** spec §2 Header: the signed-in user's balance, linking to the wallet. */
export function WalletBalance() {
  const { t } = useShellTranslation();
  const { balance } = useWalletSummary();
  return (
    <Link
      to="/transactions"
      className={styles.balance}
      aria-label={t('common:nav.balance')}
      data-testid="header-balance"
    >
      {formatIDRCompact(balance)}
    </Link>
  );
}
