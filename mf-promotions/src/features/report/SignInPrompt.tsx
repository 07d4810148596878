import { useId, useState, type FormEvent } from 'react';
import { Button } from '@bonus-atlas/shared-ui';
import { isUsingEmulators, signInWithEmulatorAccount, signInWithGoogle } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import styles from './SignInPrompt.module.css';

/**
 * "Please log in to submit a report." with a way to sign in without leaving the modal, so the text
 * already typed survives. Production opens the Google pop-up; against the emulators (no pop-up
 * offline) the visitor types the account e-mail, as in the shell's account chooser.
 */
export function SignInPrompt() {
  const { t } = usePromotionsTranslation();
  const emulators = isUsingEmulators();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const emailId = useId();

  const signIn = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      if (emulators) await signInWithEmulatorAccount(email.trim());
      else await signInWithGoogle();
    } catch {
      // shared-services already logged "Error signing in with Google"
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.prompt} data-testid="report-sign-in">
      <p className={styles.message}>{t('report.loginRequired')}</p>
      {emulators ? (
        <div className={styles.row}>
          <label htmlFor={emailId} className={styles.visuallyHidden}>
            {t('report.signInEmail')}
          </label>
          <input
            id={emailId}
            type="email"
            className={styles.input}
            value={email}
            placeholder={t('report.signInEmail')}
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => {
              // this sits inside the report form: Enter signs in instead of submitting the report
              if (event.key === 'Enter') void signIn(event);
            }}
          />
          <Button type="button" size="sm" onClick={() => void signIn()} loading={busy} disabled={!email.includes('@')}>
            {t('report.signIn')}
          </Button>
        </div>
      ) : (
        <Button type="button" size="sm" onClick={() => void signIn()} loading={busy}>
          {t('report.signIn')}
        </Button>
      )}
      {failed ? (
        <p className={styles.error} role="alert">
          {t('report.signInFailed')}
        </p>
      ) : null}
    </div>
  );
}
