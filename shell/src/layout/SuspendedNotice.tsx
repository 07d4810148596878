import { createMessageTexts } from '@bonus-atlas/shared-ui';
import { ShieldAlert } from '@bonus-atlas/shared-ui/icons';
import {
  suspendedMessageKey,
  validationMessages,
  validationMessagesId,
  validationValues,
  type UserProfile,
} from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import styles from '../take-a-break/BreakNotice.module.css';

const useValidationText = createMessageTexts(
  'validation',
  { en: validationMessages, id: validationMessagesId },
  validationValues,
);

/** A suspended member's notice saying why, in their language (the messages load only for them). */
export default function SuspendedNotice({ reason }: { reason: UserProfile['suspendedReason'] }) {
  const { t } = useShellTranslation();
  const validationText = useValidationText();
  return (
    <aside className={styles.notice} role="status" aria-labelledby="suspended-title" data-testid="suspended-notice">
      <ShieldAlert aria-hidden="true" className={styles.icon} />
      <div>
        <p id="suspended-title" className={styles.title}>
          {t('siteNotice.suspendedTitle')}
        </p>
        <p className={styles.text}>{validationText(suspendedMessageKey(reason))}</p>
      </div>
    </aside>
  );
}
