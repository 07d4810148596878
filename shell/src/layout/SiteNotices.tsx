import { lazy, Suspense } from 'react';
import { useTranslation } from '@bonus-atlas/shared-ui';
import { Info } from '@bonus-atlas/shared-ui/icons';
import { noticeIn, useSessionStore, useSiteSettings } from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import styles from '../take-a-break/BreakNotice.module.css';

// the validation messages that say why are fetched for a suspended member alone
const SuspendedNotice = lazy(() => import('./SuspendedNotice'));

/**
 * Under the header: the admins' site notice (settings/site: with a server-rendered page, or read once
 * per session) in the page's language, and a suspended member's notice saying why, in theirs.
 */
export default function SiteNotices() {
  const { t } = useShellTranslation();
  const { i18n } = useTranslation();
  const settings = useSiteSettings();
  const profile = useSessionStore((state) => state.profile);
  const notice = settings.data ? noticeIn(settings.data.siteNotice, i18n.language) : '';
  return (
    <>
      {notice ? (
        <aside className={styles.notice} aria-label={t('siteNotice.label')} data-testid="site-notice">
          <Info aria-hidden="true" className={styles.icon} />
          <p className={styles.title}>{notice}</p>
        </aside>
      ) : null}
      {profile?.suspended ? (
        <Suspense fallback={null}>
          <SuspendedNotice reason={profile.suspendedReason} />
        </Suspense>
      ) : null}
    </>
  );
}
