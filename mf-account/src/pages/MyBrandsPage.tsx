import { useAccountTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function MyBrandsPage() {
  const { t } = useAccountTranslation();
  return <PageLoading title={t('myBrands.title')} message={t('myBrands.loading')} />;
}
