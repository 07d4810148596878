import { usePromotionsTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function ByBrandsPage() {
  const { t } = usePromotionsTranslation();
  return <PageLoading title={t('byBrands.title')} message={t('loading')} />;
}
