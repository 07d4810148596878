import { useMemo } from 'react';
import { useBrandPromotions as useBrandPromotionsQuery, type Brand, type Promotion } from '@bonus-atlas/shared-services';

const NO_PROMOTIONS: readonly Promotion[] = [];

/**
 * A brand's promotions, with the brand fields the detail modal shows filled in from the brand
 * itself (older promotion documents may lack the denormalised copies).
 */
export function useBrandPromotions(brand: Brand) {
  const query = useBrandPromotionsQuery(brand.id);
  const promotions = useMemo(
    () =>
      (query.data ?? NO_PROMOTIONS).map((promotion) => ({
        ...promotion,
        brandId: promotion.brandId || brand.id,
        brandName: promotion.brandName || brand.name,
        brandSlug: promotion.brandSlug || brand.slug,
        brandLogo: promotion.brandLogo || brand.logoImage,
        brandWebsite: promotion.brandWebsite || brand.websiteUrl,
        brandRating: promotion.brandRating || brand.rating,
      })),
    [query.data, brand],
  );
  const status: 'loading' | 'error' | 'success' = query.data ? 'success' : query.isError ? 'error' : 'loading';
  return { promotions, status, retry: () => void query.refetch() };
}
