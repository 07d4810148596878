import { PageLoading } from '@bonus-atlas/shared-ui';
import { useAccountTranslation } from '../i18n';

export default function MyBrandsPage() {
  const { t } = useAccountTranslation();
  return <PageLoading data-remote="mf_account" title={t('myBrands.title')} message={t('myBrands.loading')} />;
}
