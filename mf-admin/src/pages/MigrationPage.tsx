import { PageLoading } from '@bonus-atlas/shared-ui';
import { useAdminTranslation } from '../i18n';

export default function MigrationPage() {
  const { t } = useAdminTranslation();
  return <PageLoading data-remote="mf_admin" title={t('migration.title')} message={t('migration.loading')} />;
}
