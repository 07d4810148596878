import { PageLoading } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services';
import { useAccountTranslation } from '../i18n';
import { SignedOutNotice } from './SignedOutNotice';

/** Reads the session the shell signed in (one shared store across shell and remotes). */
export default function ProfilePage() {
  const { t } = useAccountTranslation();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status === 'loading')
    return <PageLoading data-remote="mf_account" title={t('profile.title')} message={t('profile.loading')} />;
  if (status === 'signed-out' || !user)
    return <SignedOutNotice title={t('profile.signedOutTitle')} message={t('profile.signedOutMessage')} />;
  return (
    <PageLoading
      data-remote="mf_account"
      title={t('profile.title')}
      message={t('profile.loading')}
      detail={user.displayName ?? user.email ?? ''}
    />
  );
}
