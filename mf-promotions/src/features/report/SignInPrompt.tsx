import { Button } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import styles from './SignInPrompt.module.css';

/**
 * "Please log in to submit a report." with a Sign In button that asks the shell to open its one
 * account chooser; the report modal stays open underneath, so the typed text survives.
 */
export function SignInPrompt() {
  const { t } = usePromotionsTranslation();
  const validationText = useValidationText();
  const requestSignIn = useSessionStore((state) => state.requestSignIn);
  return (
    <div className={styles.prompt} data-testid="report-sign-in">
      <p className={styles.message}>{validationText('reportLoginRequired')}</p>
      <Button type="button" size="sm" onClick={requestSignIn}>
        {t('report.signIn')}
      </Button>
    </div>
  );
}
