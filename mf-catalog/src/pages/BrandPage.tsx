import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@bonus-atlas/shared-ui/router';
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
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  // an old slug of a renamed brand moves to the brand's address (the server answers it with a 301)
  const currentSlug = state.status === 'ready' ? state.brand.slug : '';
  const movedFrom =
    state.status === 'ready' && slugOrId && currentSlug && slugOrId !== currentSlug && slugOrId !== state.brand.id;
  useEffect(() => {
    // relative to the address, so a language prefix (/id/brand/...) is kept
    if (movedFrom)
      void navigate(
        { pathname: `../${encodeURIComponent(currentSlug)}`, search, hash },
        { replace: true, relative: 'path' },
      );
  }, [movedFrom, currentSlug, search, hash, navigate]);

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
