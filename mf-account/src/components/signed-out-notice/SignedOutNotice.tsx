import { Link } from '@bonus-atlas/shared-ui/router';
import { Button, buttonClassName, EmptyState, useTranslation, Page } from '@bonus-atlas/shared-ui';
import { LogIn } from '@bonus-atlas/shared-ui/icons';
import { useSessionStore } from '@bonus-atlas/shared-services';

/**
 * spec §2: account pages opened signed out (Please Sign In / Please Log In, Go to Home), with the
 * Sign In the page asks for right there (the shell's sign-in; the page shows itself once signed in).
 */
export function SignedOutNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('common');
  const requestSignIn = useSessionStore((state) => state.requestSignIn);
  return (
    <Page data-remote="mf_account">
      <EmptyState
        icon={<LogIn aria-hidden />}
        title={title}
        message={message}
        action={
          <>
            <Button variant="primary" leftIcon={<LogIn aria-hidden />} onClick={requestSignIn}>
              {t('nav.signIn')}
            </Button>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('actions.goHome')}
            </Link>
          </>
        }
      />
    </Page>
  );
}
