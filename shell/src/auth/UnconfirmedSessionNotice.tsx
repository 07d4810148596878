import { Info } from '@bonus-atlas/shared-ui/icons';
import { useSessionStore } from '@bonus-atlas/shared-services/frame';
import { useShellTranslation } from '../i18n';
import styles from '../take-a-break/BreakNotice.module.css';

/**
 * While Auth cannot confirm a saved sign-in (Auth down or unreachable), the site is shown as to a
 * visitor; this says so, and goes once Auth answers (shared-services' SESSION_CONFIRM_DEADLINE_MS).
 */
export function UnconfirmedSessionNotice() {
  const { t } = useShellTranslation();
  const unconfirmed = useSessionStore((state) => state.unconfirmed);
  if (!unconfirmed) return null;
  return (
    <aside
      className={styles.notice}
      role="status"
      aria-labelledby="unconfirmed-session-title"
      data-testid="unconfirmed-session-notice"
    >
      <Info aria-hidden="true" className={styles.icon} />
      <div>
        <p id="unconfirmed-session-title" className={styles.title}>
          {t('session.unconfirmedTitle')}
        </p>
        <p className={styles.text}>{t('session.unconfirmedMessage')}</p>
      </div>
    </aside>
  );
}
