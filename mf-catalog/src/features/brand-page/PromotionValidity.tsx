import { formatDate } from '@bonus-atlas/shared-ui';
import { SITE_TIME_ZONE, type Validity } from '@bonus-atlas/shared-services';
import { useCatalogTranslation } from '../../i18n';
import styles from './PromotionsGallery.module.css';

// Jakarta's day on the server and in the browser alike, so the takeover prints the same date
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: SITE_TIME_ZONE };

/** "Ends 30 Nov" on a live promotion with an end date, "Expired" once it has passed; nothing without one. */
export function PromotionValidity({ validity }: { validity: Validity }) {
  const { t } = useCatalogTranslation();
  if (validity.state === 'open') return null;
  const expired = validity.state === 'expired';
  return (
    <span className={expired ? styles.expiredBadge : styles.endsBadge} data-state={validity.state}>
      {expired ? t('brand.expired') : t('brand.endsOn', { date: formatDate(validity.end, DAY_MONTH) })}
    </span>
  );
}
