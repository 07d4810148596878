import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@bonus-atlas/shared-ui/router';
import { useCommonLabel } from '@bonus-atlas/shared-ui';
import {
  categoryFilterFor,
  categoryOfSlug,
  categorySlug,
  translateCategory,
  WELCOME_BONUS,
} from '@bonus-atlas/shared-services';
import { CategoryChips } from '../features/categories/CategoryChips';
import { PageHeader } from '../components/page-header/PageHeader';
import { PromotionList } from '../features/listings/PromotionList';
import { PromotionSearch } from '../features/search/PromotionSearch';
import { SortFilterBar } from '../features/sort-filter/SortFilterBar';
import { useCategoryListing } from '../features/listings/use-promotion-listings';
import { buildCategoryChips } from '../features/categories/category-chips';
import { GAME_PARAM, orderPromotions, parseGame, parseSort, SORT_PARAM } from '../features/sort-filter/promotion-order';
import { ByCategoryHead } from '../features/seo/PromotionsHeads';
import { BY_CATEGORY_COLUMNS } from '../features/listings/use-column-count';
import { usePromotionsPerformance } from '../hooks/use-promotions-performance';
import { usePromotionsTranslation } from '../i18n';
import { LazyPromotionDetailModal } from '../features/promotion-detail/LazyPromotionDetailModal';
import { useOpenPromotion } from '../features/promotion-detail/use-open-promotion';
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
  const loaded = useCategoryListing(categoryFilter);
  // order and game filter live in the address: a shared link (and the server's page) shows the same list
  const sort = parseSort(searchParams.get(SORT_PARAM));
  const game = parseGame(searchParams.get(GAME_PARAM));
  const ordered = useMemo(() => orderPromotions(loaded.promotions, sort, game), [loaded.promotions, sort, game]);
  const listing = useMemo(() => ({ ...loaded, promotions: ordered }), [loaded, ordered]);
  const { onImageLoad } = usePromotionsPerformance(listing, `category:${category}`);
  const { promotion, open, openPromotion, closePromotion } = useOpenPromotion(listing.promotions);

  useEffect(() => {
    setSeenCategories((seen) => {
      const fresh = listing.promotions.map((item) => item.category).filter((name) => name && !seen.has(name));
      return fresh.length === 0 ? seen : new Set([...seen, ...fresh]);
    });
  }, [listing.promotions]);
  const chips = useMemo(() => buildCategoryChips(seenCategories), [seenCategories]);
  // a standard category has a page of its own (/category/welcome-bonus), linked from its chip's listing
  const landing = categoryOfSlug(categorySlug(category)) === category ? `/category/${categorySlug(category)}` : null;
  const label = useCommonLabel(translateCategory)(category);

  const setParam = useCallback(
    (name: string, value: string | null) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (value === null) updated.delete(name);
          else updated.set(name, value);
          return updated;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

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
      <ByCategoryHead category={category} isDefault={category === WELCOME_BONUS} promotions={listing.promotions} />
      <PageHeader title={t('byCategory.title')} subtitle={t('byCategory.subtitle')}>
        <PromotionSearch onSearch={setSearchTerm} />
      </PageHeader>
      <CategoryChips chips={chips} selected={category} onSelect={selectCategory} />
      <SortFilterBar
        sort={sort}
        game={game}
        onSort={(next) => setParam(SORT_PARAM, next === 'newest' ? null : next)}
        onGame={(next) => setParam(GAME_PARAM, next)}
      />
      {landing ? (
        <p className={styles.count}>
          <Link className={styles.headerLink} to={landing}>
            {t('categoryLanding.landingLink', { category: label })}
          </Link>
        </p>
      ) : null}
      <PromotionList
        listing={listing}
        searchTerm={searchTerm}
        layout="masonry"
        breakpoints={BY_CATEGORY_COLUMNS}
        emptyMessage={game ? t('trust.noMatch') : t('list.emptyCategory')}
        onOpen={openPromotion}
        onImageLoad={onImageLoad}
      />
      <LazyPromotionDetailModal promotion={promotion} open={open} onClose={closePromotion} />
    </section>
  );
}
