import { useEffect, useState, type FormEvent } from 'react';
import { Avatar, Button, Modal } from '@bonus-atlas/shared-ui';
import { useShellTranslation } from '../i18n';
import { startSession } from '../services/start-session';
import { isValidEmail, loadDemoAccounts, type DemoAccount } from './demo-accounts';
import styles from './AccountChooser.module.css';

interface AccountChooserProps {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}

/** A deadline's failure (shared-services' DeadlineExceededError carries Firestore's own code). */
const isTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === 'deadline-exceeded';

/** The emulator stand-in for Google's account pop-up: demo accounts or any typed e-mail. */
export function AccountChooser({ open, onClose, onSignedIn }: AccountChooserProps) {
  const { t } = useShellTranslation();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [busyEmail, setBusyEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [demoAccounts, setDemoAccounts] = useState<readonly DemoAccount[]>([]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void loadDemoAccounts(controller.signal).then((accounts) => {
      if (!controller.signal.aborted) setDemoAccounts(accounts);
    });
    return () => controller.abort();
  }, [open]);

  const signIn = async (accountEmail: string, name?: string) => {
    setBusyEmail(accountEmail);
    setError(null);
    try {
      // the session follows Auth from here on, even when boot has not started it yet (a quick visitor)
      const services = await startSession();
      // Auth down: give up with a message rather than spin (a late answer still signs the member in)
      await services.withDeadline(
        () => services.signInWithEmulatorAccount(accountEmail, name),
        services.SIGN_IN_DEADLINE_MS,
      );
      setEmail('');
      setDisplayName('');
      onSignedIn();
    } catch (error) {
      setError(t(isTimeout(error) ? 'chooser.timedOut' : 'chooser.failed'));
    } finally {
      setBusyEmail(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('chooser.invalidEmail'));
      return;
    }
    void signIn(email.trim(), displayName.trim() || undefined);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('chooser.title')} description={t('chooser.description')} size="sm">
      <ul className={styles.accounts} aria-label={t('chooser.title')}>
        {demoAccounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              className={styles.account}
              disabled={busyEmail !== null}
              aria-busy={busyEmail === account.email}
              onClick={() => void signIn(account.email, account.displayName)}
            >
              <Avatar name={account.displayName} size="md" />
              <span className={styles.identity}>
                <span className={styles.name}>{account.displayName}</span>
                <span className={styles.email}>{account.email}</span>
              </span>
              <span className={account.role === 'admin' ? styles.adminRole : styles.role}>
                {account.role === 'admin' ? t('chooser.adminRole') : t('chooser.memberRole')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.field}>
          <span>{t('chooser.emailLabel')}</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            placeholder={t('chooser.emailPlaceholder')}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('chooser.nameLabel')}</span>
          <input
            type="text"
            name="displayName"
            maxLength={50}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" fullWidth loading={busyEmail === email.trim()}>
          {t('chooser.continue')}
        </Button>
      </form>
    </Modal>
  );
}
