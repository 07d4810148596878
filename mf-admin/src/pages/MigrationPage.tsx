import { useAdminTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function MigrationPage() {
  const { t } = useAdminTranslation();
  return <PageLoading title={t('migration.title')} message={t('migration.loading')} />;
}
