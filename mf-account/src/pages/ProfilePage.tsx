import { useAccountTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function ProfilePage() {
  const { t } = useAccountTranslation();
  return <PageLoading title={t('profile.title')} message={t('profile.loading')} />;
}
