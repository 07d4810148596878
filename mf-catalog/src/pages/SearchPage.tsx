import { useCatalogTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function SearchPage() {
  const { t } = useCatalogTranslation();
  return <PageLoading title={t('search.title')} message={t('search.prompt')} />;
}
