import { useMemo } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import { buttonClassName, EmptyState, ErrorState, Spinner } from '@bonus-atlas/shared-ui';
import { Heart } from '@bonus-atlas/shared-ui/icons';
import { BrandGrid } from '../components/brand-grid/BrandGrid';
import { sortBrands } from '../features/brands/sort-brands';
import { useCatalogBrands } from '../features/brands/use-catalog-brands';
import { useFavorites } from '../features/favorites/use-favorites';
import { useCatalogTranslation } from '../i18n';
import styles from './Page.module.css';

/** Favorites (/favorites): the brands saved with the heart (spec §2). */
export default function FavoritesPage() {
  const { t } = useCatalogTranslation();
  const catalog = useCatalogBrands();
  const favorites = useFavorites();

  const saved = useMemo(() => {
    const ids = new Set(favorites.favoriteIds);
    return sortBrands(
      catalog.brands.filter((brand) => ids.has(brand.id)),
      'rating',
    );
  }, [catalog.brands, favorites.favoriteIds]);

  let content;
  if (catalog.status === 'error' || favorites.isError) {
    content = (
      <ErrorState
        title={favorites.isError ? t('favorites.loadError') : t('search.errorTitle')}
        message={t('search.errorBody')}
        onRetry={() => void catalog.refresh()}
        retryLabel={t('home.retry')}
      />
    );
  } else if (catalog.status === 'loading' || favorites.isLoading) {
    content = <Spinner size="lg" centered label={t('home.loadingTitle')} />;
  } else if (saved.length === 0) {
    content = (
      <EmptyState
        icon={<Heart />}
        title={t('favorites.emptyTitle')}
        message={t('favorites.emptyBody')}
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t('home.browseAll')}
          </Link>
        }
      />
    );
  } else {
    content = <BrandGrid brands={saved} label={t('favorites.title')} />;
  }

  return (
    <section className={styles.page} data-remote="mf_catalog" aria-labelledby="catalog-favorites-title">
      <h1 className={styles.title} id="catalog-favorites-title">
        {t('favorites.title')}
      </h1>
      {content}
    </section>
  );
}
