import { Link } from '@bonus-atlas/shared-ui/router';
import { Button, buttonClassName } from '@bonus-atlas/shared-ui';
import { useSignIn } from '../auth/sign-in-context';
import { useShellTranslation } from '../i18n';
import { StatusPage } from './StatusPage';

export function SignInRequiredPage() {
  const { t } = useShellTranslation();
  const { requestSignIn } = useSignIn();
  return (
    <StatusPage
      testId="sign-in-required"
      title={t('signInRequired.title')}
      message={t('signInRequired.message')}
      actions={
        <>
          <Button variant="primary" onClick={() => requestSignIn()}>
            {t('common:nav.signIn')}
          </Button>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('common:actions.goHome')}
          </Link>
        </>
      }
    />
  );
}
