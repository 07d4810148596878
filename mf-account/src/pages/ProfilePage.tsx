import { useSessionStore } from '@bonus-atlas/shared-services';
import { useAccountTranslation } from '../i18n';
import { PageLoading } from './PageLoading';
import { SignedOutNotice } from './SignedOutNotice';

/** Reads the session the shell signed in (one shared store across shell and remotes). */
export default function ProfilePage() {
  const { t } = useAccountTranslation();
  const user = useSessionStore((state) => (state.status === 'signed-in' ? state.user : null));
  if (!user) return <SignedOutNotice title={t('profile.signedOutTitle')} message={t('profile.signedOutMessage')} />;
  return (
    <PageLoading title={t('profile.title')} message={t('profile.loading')} detail={user.displayName ?? user.email ?? ''} />
  );
}
