import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@bonus-atlas/shared-ui/router';
import { BrandChipBar } from '../features/brand-chips/BrandChipBar';
import { firstScreenChoices } from '../features/brand-chips';
import { PageHeader } from '../components/page-header/PageHeader';
import { PromotionList } from '../features/listings/PromotionList';
import { PromotionSearch } from '../features/search/PromotionSearch';
import { useBrandChoices, useBrandListing } from '../features/listings/use-promotion-listings';
import { ByBrandsHead } from '../features/seo/PromotionsHeads';
import { BY_BRANDS_COLUMNS } from '../features/listings/use-column-count';
import { useOpenPromotion } from '../features/promotion-detail/use-open-promotion';
import { usePromotionsPerformance } from '../hooks/use-promotions-performance';
import { usePromotionsTranslation } from '../i18n';
import { LazyPromotionDetailModal } from '../features/promotion-detail/LazyPromotionDetailModal';
import styles from './PromotionsPage.module.css';

const BRAND_PARAM = 'brand';

/** /bybrands (spec §2): promotions grid filtered by a brand chip bar with logos, plus search. */
export default function ByBrandsPage() {
  const { t } = usePromotionsTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const brandId = searchParams.get(BRAND_PARAM);
  const [searchTerm, setSearchTerm] = useState('');
  const brands = useBrandChoices(brandId);
  // the head lists what the first screen shows: the first chips, the chosen brand's among them
  const firstScreen = useMemo(() => firstScreenChoices(brands, brandId), [brands, brandId]);
  const listing = useBrandListing(brandId);
  const { onImageLoad } = usePromotionsPerformance(listing, `brand:${brandId ?? 'all'}`);
  const { promotion, open, openPromotion, closePromotion } = useOpenPromotion(listing.promotions);

  const selectBrand = useCallback(
    (next: string | null) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set(BRAND_PARAM, next);
          else updated.delete(BRAND_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return (
    <section className={styles.page} data-remote="mf_promotions" data-testid="by-brands-page">
      <ByBrandsHead brandId={brandId} brands={firstScreen} />
      <PageHeader title={t('byBrands.title')} subtitle={t('byBrands.subtitle')}>
        <PromotionSearch onSearch={setSearchTerm} />
      </PageHeader>
      <BrandChipBar brands={brands} selected={brandId} onSelect={selectBrand} />
      <PromotionList
        listing={listing}
        searchTerm={searchTerm}
        layout="grid"
        breakpoints={BY_BRANDS_COLUMNS}
        emptyMessage={t('byBrands.empty')}
        onOpen={openPromotion}
        onImageLoad={onImageLoad}
      />
      <LazyPromotionDetailModal promotion={promotion} open={open} onClose={closePromotion} />
    </section>
  );
}
