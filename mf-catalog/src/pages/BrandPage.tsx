import { useParams } from '@bonus-atlas/shared-ui/router';
import { Spinner } from '@bonus-atlas/shared-ui';
import { BrandDetails } from '../features/brand-page/BrandDetails';
import { BrandUnavailable } from '../features/brand-page/BrandUnavailable';
import { useBrandPage } from '../features/brand-page/use-brand-page';
import { useCatalogTranslation } from '../i18n';
import styles from './Page.module.css';

/** Brand page (/brand/{slug-or-id}); without a slug the highest-rated brand (spec §2). */
export default function BrandPage() {
  const { t } = useCatalogTranslation();
  const { slugOrId } = useParams();
  const state = useBrandPage(slugOrId);

  return (
    <section className={styles.page} data-remote="mf_catalog" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <Spinner size="lg" centered label={t('brand.loading')} />
      ) : state.status === 'ready' ? (
        // another brand starts with its own gallery filter, description and comment state
        <BrandDetails key={state.brand.id} brand={state.brand} />
      ) : (
        <BrandUnavailable reason={state.status} />
      )}
    </section>
  );
}
