import { useNavigate } from '@bonus-atlas/shared-ui/router';
import { Button, EmptyState, ErrorState } from '@bonus-atlas/shared-ui';
import { ArrowLeft, Search } from '@bonus-atlas/shared-ui/icons';
import { useCatalogTranslation } from '../../i18n';

/** spec §8: "Failed to load brand details" and "Brand not found", each with a Back button. */
export function BrandUnavailable({ reason }: { reason: 'error' | 'not-found' }) {
  const { t } = useCatalogTranslation();
  const navigate = useNavigate();
  // back in history when the visitor came from somewhere in the site, else home
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'));
  const back = (
    <Button variant="secondary" leftIcon={<ArrowLeft />} onClick={goBack}>
      {t('brand.back')}
    </Button>
  );
  // the whole page: its one main heading, and for an unknown brand the not-found page's title
  return reason === 'error' ? (
    <ErrorState headingLevel={1} title={t('brand.loadError')} action={back} />
  ) : (
    <>
      <title>{t('seo.brandNotFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <EmptyState headingLevel={1} icon={<Search />} title={t('brand.notFound')} action={back} />
    </>
  );
}
