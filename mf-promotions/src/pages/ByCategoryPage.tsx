import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@bonus-atlas/shared-ui/router';
import { categoryFilterFor, WELCOME_BONUS } from '@bonus-atlas/shared-services';
import { CategoryChips } from '../components/category-chips/CategoryChips';
import { PageHeader } from '../components/page-header/PageHeader';
import { PromotionList } from '../components/promotion-list/PromotionList';
import { SearchToggle } from '../components/search-toggle/SearchToggle';
import { useCategoryListing } from '../data/use-promotion-listings';
import { buildCategoryChips } from '../features/categories/category-chips';
import { BY_CATEGORY_COLUMNS } from '../hooks/use-column-count';
import { usePromotionsPerformance } from '../hooks/use-promotions-performance';
import { usePromotionsTranslation } from '../i18n';
import { LazyPromotionDetailModal } from '../modals/LazyPromotionDetailModal';
import { useOpenPromotion } from '../hooks/use-open-promotion';
import styles from './PromotionsPage.module.css';

const CATEGORY_PARAM = 'category';

/** /bycategory (spec §2): masonry of promotions filtered by category chips, Welcome Bonus first. */
export default function ByCategoryPage() {
  const { t } = usePromotionsTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get(CATEGORY_PARAM) || WELCOME_BONUS;
  const [searchTerm, setSearchTerm] = useState('');
  // custom categories appear as their promotions load; once seen, a chip stays for the visit
  const [seenCategories, setSeenCategories] = useState<ReadonlySet<string>>(() => new Set());
  const categoryFilter = useMemo(() => categoryFilterFor(category, seenCategories), [category, seenCategories]);
  const listing = useCategoryListing(categoryFilter);
  const { onImageLoad } = usePromotionsPerformance(listing, `category:${category}`);
  const { promotion, open, openPromotion, closePromotion } = useOpenPromotion(listing.promotions);

  useEffect(() => {
    setSeenCategories((seen) => {
      const fresh = listing.promotions.map((item) => item.category).filter((name) => name && !seen.has(name));
      return fresh.length === 0 ? seen : new Set([...seen, ...fresh]);
    });
  }, [listing.promotions]);
  const chips = useMemo(() => buildCategoryChips(seenCategories), [seenCategories]);

  const selectCategory = useCallback(
    (next: string) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          // the default filter keeps the URL clean
          if (next === WELCOME_BONUS) updated.delete(CATEGORY_PARAM);
          else updated.set(CATEGORY_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return (
    <section className={styles.page} data-remote="mf_promotions" data-testid="by-category-page">
      <PageHeader title={t('byCategory.title')} subtitle={t('byCategory.subtitle')}>
        <SearchToggle onSearch={setSearchTerm} />
      </PageHeader>
      <CategoryChips chips={chips} selected={category} onSelect={selectCategory} />
      <PromotionList
        listing={listing}
        searchTerm={searchTerm}
        layout="masonry"
        breakpoints={BY_CATEGORY_COLUMNS}
        emptyMessage={t('list.emptyCategory')}
        onOpen={openPromotion}
        onImageLoad={onImageLoad}
      />
      <LazyPromotionDetailModal promotion={promotion} open={open} onClose={closePromotion} />
    </section>
  );
}
