import { promotionValidity } from '@bonus-atlas/shared-services';
import { cx } from '@bonus-atlas/shared-ui';
import { usePromotionsTranslation } from '../../i18n';
import { formatDayMonth } from './trust-dates';
import styles from './Trust.module.css';

interface ValidityBadgeProps {
  validUntil?: string | Date | null;
  className?: string;
}

/** "Ends 30 Nov" for a promotion with an end date, "Expired" once it has passed; nothing without one. */
export function ValidityBadge({ validUntil, className }: ValidityBadgeProps) {
  const { t } = usePromotionsTranslation();
  const validity = promotionValidity({ validUntil });
  if (validity.state === 'open') return null;
  const expired = validity.state === 'expired';
  return (
    <span
      className={cx(styles.validity, expired && styles.expired, className)}
      data-testid="promotion-validity"
      data-state={validity.state}
    >
      {expired ? t('trust.expired') : t('trust.endsOn', { date: formatDayMonth(validity.end) })}
    </span>
  );
}
