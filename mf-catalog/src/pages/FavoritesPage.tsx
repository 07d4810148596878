import { useCatalogTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function FavoritesPage() {
  const { t } = useCatalogTranslation();
  return <PageLoading title={t('favorites.title')} message={t('home.loading')} />;
}
