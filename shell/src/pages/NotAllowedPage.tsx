import { Link } from '@bonus-atlas/shared-ui/router';
import { Button, buttonClassName } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services/frame';
import { useSignIn } from '../auth/sign-in-context';
import { useShellTranslation } from '../i18n';
import { StatusPage } from './StatusPage';

/** Admin pages for anyone who is not an admin (the admin remote is never loaded for them). */
export function NotAllowedPage() {
  const { t } = useShellTranslation();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const { requestSignIn } = useSignIn();
  return (
    <StatusPage
      testId="not-allowed"
      title={t('common:states.notAllowed')}
      message={t('common:states.notAllowedMessage')}
      actions={
        <>
          {signedIn ? null : (
            <Button variant="primary" onClick={() => requestSignIn()}>
              {t('common:nav.signIn')}
            </Button>
          )}
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('common:actions.goHome')}
          </Link>
        </>
      }
    />
  );
}
