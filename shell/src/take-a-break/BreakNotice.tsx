import { formatDateTime } from '@bonus-atlas/shared-ui';
import { Coffee } from '@bonus-atlas/shared-ui/icons';
import { useActiveBreak } from '@bonus-atlas/shared-services/frame';
import { useShellTranslation } from '../i18n';
import { GAMBLING_HELP_URL } from '../layout/gambling-help';
import styles from './BreakNotice.module.css';

/** Take a break: a calm notice on every page while bonus amounts and Claim Bonus are hidden. */
export function BreakNotice() {
  const { t } = useShellTranslation();
  const until = useActiveBreak();
  if (!until) return null;
  return (
    <aside className={styles.notice} aria-labelledby="break-notice-title" data-testid="break-notice">
      <Coffee aria-hidden="true" className={styles.icon} />
      <div>
        <p id="break-notice-title" className={styles.title}>
          {t('takeABreak.title', { until: formatDateTime(until) })}
        </p>
        <p className={styles.text}>
          {t('takeABreak.message')}{' '}
          <a href={GAMBLING_HELP_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.help')}
          </a>
        </p>
      </div>
    </aside>
  );
}
