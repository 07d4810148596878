import { createMessageTexts, useTranslation } from '@bonus-atlas/shared-ui';
import { Info, ShieldAlert } from '@bonus-atlas/shared-ui/icons';
import {
  noticeIn,
  suspendedMessageKey,
  useSessionStore,
  useSiteSettings,
  validationMessages,
  validationMessagesId,
  validationValues,
} from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import styles from '../take-a-break/BreakNotice.module.css';

const useValidationText = createMessageTexts(
  'validation',
  { en: validationMessages, id: validationMessagesId },
  validationValues,
);

/**
 * Under the header: the admins' site notice (settings/site, read once per session) in the page's
 * language, and a suspended member's notice saying why, in theirs.
 */
export default function SiteNotices() {
  const { t } = useShellTranslation();
  const { i18n } = useTranslation();
  const validationText = useValidationText();
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
        <aside className={styles.notice} role="status" aria-labelledby="suspended-title" data-testid="suspended-notice">
          <ShieldAlert aria-hidden="true" className={styles.icon} />
          <div>
            <p id="suspended-title" className={styles.title}>
              {t('siteNotice.suspendedTitle')}
            </p>
            <p className={styles.text}>{validationText(suspendedMessageKey(profile.suspendedReason))}</p>
          </div>
        </aside>
      ) : null}
    </>
  );
}
