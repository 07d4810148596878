import { Link } from '@bonus-atlas/shared-ui/router';
import { buttonClassName, EmptyState, useTranslation, Page } from '@bonus-atlas/shared-ui';
import { LogIn } from '@bonus-atlas/shared-ui/icons';

/** spec §2: account pages opened signed out (Please Sign In / Please Log In, Go to Home). */
export function SignedOutNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('common');
  return (
    <Page data-remote="mf_account">
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
    </Page>
  );
}
