import { useMemo } from 'react';
import { Link, useParams } from '@bonus-atlas/shared-ui/router';
import { useCommonLabel } from '@bonus-atlas/shared-ui';
import { categoryFilterFor, categoryOfSlug, translateCategory } from '@bonus-atlas/shared-services';
import { PageHeader } from '../components/page-header/PageHeader';
import { PromotionList } from '../features/listings/PromotionList';
import { useCategoryListing } from '../features/listings/use-promotion-listings';
import { BY_CATEGORY_COLUMNS } from '../features/listings/use-column-count';
import { LazyPromotionDetailModal } from '../features/promotion-detail/LazyPromotionDetailModal';
import { useOpenPromotion } from '../features/promotion-detail/use-open-promotion';
import { CategoryLandingHead } from '../features/seo/PromotionsHeads';
import { usePromotionsTranslation } from '../i18n';
import styles from './PromotionsPage.module.css';

/**
 * /category/:slug: one standard category's promotions from every brand, on an address of its own (a
 * search engine's landing page for "welcome bonus", rendered on the server for visitors). The slug is
 * the category's name in address form (shared-services categorySlug); any other slug is not found.
 */
export default function CategoryLandingPage() {
  const { slug = '' } = useParams();
  const category = categoryOfSlug(slug);
  return category ? <CategoryLanding category={category} slug={slug} /> : <CategoryNotFound />;
}

function CategoryLanding({ category, slug }: { category: string; slug: string }) {
  const { t } = usePromotionsTranslation();
  const label = useCommonLabel(translateCategory)(category);
  // the filter /bycategory's chip of this category starts with (and the server read): one cached listing
  const filter = useMemo(() => categoryFilterFor(category, []), [category]);
  const listing = useCategoryListing(filter);
  const { promotion, open, openPromotion, closePromotion } = useOpenPromotion(listing.promotions);
  return (
    <section className={styles.page} data-remote="mf_promotions" data-testid="category-landing-page">
      <CategoryLandingHead category={category} slug={slug} promotions={listing.promotions} />
      <PageHeader
        title={t('categoryLanding.title', { category: label })}
        subtitle={t('categoryLanding.subtitle', { category: label })}
      >
        <Link className={styles.headerLink} to={`/bycategory?category=${encodeURIComponent(category)}`}>
          {t('categoryLanding.allCategories')}
        </Link>
      </PageHeader>
      <PromotionList
        listing={listing}
        searchTerm=""
        layout="masonry"
        breakpoints={BY_CATEGORY_COLUMNS}
        emptyMessage={t('categoryLanding.empty', { category: label })}
        onOpen={openPromotion}
      />
      <LazyPromotionDetailModal promotion={promotion} open={open} onClose={closePromotion} />
    </section>
  );
}

function CategoryNotFound() {
  const { t } = usePromotionsTranslation();
  return (
    <section className={styles.page} data-remote="mf_promotions" data-testid="category-not-found">
      <title>{t('seo.categoryNotFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <PageHeader title={t('categoryLanding.notFoundTitle')} subtitle={t('categoryLanding.notFoundText')}>
        <Link className={styles.headerLink} to="/bycategory">
          {t('categoryLanding.allCategories')}
        </Link>
      </PageHeader>
    </section>
  );
}
