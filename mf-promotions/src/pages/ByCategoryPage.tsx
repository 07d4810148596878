import { usePromotionsTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function ByCategoryPage() {
  const { t } = usePromotionsTranslation();
  return <PageLoading title={t('byCategory.title')} message={t('loading')} />;
}
