import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState, LogIn, useTranslation } from '@bonus-atlas/shared-ui';
import styles from './PageLoading.module.css';

/** spec §2: account pages opened signed out (Please Sign In / Please Log In, Go to Home). */
export function SignedOutNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page} data-remote="mf_account">
      <EmptyState
        icon={<LogIn aria-hidden />}
        title={title}
        message={message}
        action={
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            {t('actions.goHome')}
          </Link>
        }
      />
    </section>
  );
}
