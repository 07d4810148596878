import { ShieldCheck } from '@bonus-atlas/shared-ui/icons';
import { usePromotionsTranslation } from '../../i18n';
import { formatFullDate } from './trust-dates';
import styles from './Trust.module.css';

/** "Verified on 21 Nov 2026": when the owner or an admin last confirmed the terms. */
export function VerifiedNote({ verifiedAt }: { verifiedAt?: Date | null }) {
  const { t } = usePromotionsTranslation();
  if (!verifiedAt) return null;
  return (
    <span className={styles.verified} data-testid="promotion-verified">
      <ShieldCheck size={16} aria-hidden="true" />
      {t('trust.verifiedOn', { date: formatFullDate(verifiedAt) })}
    </span>
  );
}
