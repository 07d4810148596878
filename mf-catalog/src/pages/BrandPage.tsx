import { useParams } from 'react-router-dom';
import { useCatalogTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function BrandPage() {
  const { t } = useCatalogTranslation();
  // no slug: the highest-rated brand (spec §2 Brand page)
  const { slugOrId } = useParams();
  return <PageLoading title={slugOrId ?? t('brand.title')} message={t('brand.loading')} />;
}
