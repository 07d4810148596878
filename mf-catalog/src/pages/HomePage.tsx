import { useCatalogTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function HomePage() {
  const { t } = useCatalogTranslation();
  return <PageLoading title={t('home.title')} message={t('home.loading')} detail={t('home.loadingDetail')} />;
}
