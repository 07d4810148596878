import type { QueryClient } from '@tanstack/react-query';
import { loadServices } from '../services/load-services';

/** /bycategory's chip and /bybrands' brand, as the pages read them (route-start.ts). */
const BY_CATEGORY_PAGE = 'mf_promotions/ByCategoryPage';
const CATEGORY_PARAM = 'category';
const BY_BRANDS_PAGE = 'mf_promotions/ByBrandsPage';
const BRAND_PARAM = 'brand';

/**
 * Whether the server may read the data an address asks for: `?category=` must be a chip every visitor's
 * /bycategory shows (All or a standard category, in its chip spelling) and `?brand=` a brand of the
 * list. Anything else (a custom category, a typo, a crafted value) gets the plain page, which the
 * browser renders with its own reads; so a stranger's query string neither reaches the database from
 * the server nor leaves anything behind in it. The brand list this reads is the page's own first query.
 */
export async function readsKnownValues(id: string, search: string, queryClient: QueryClient): Promise<boolean> {
  if (id !== BY_CATEGORY_PAGE && id !== BY_BRANDS_PAGE) return true;
  const params = new URLSearchParams(search);
  const services = await loadServices();
  if (id === BY_CATEGORY_PAGE) {
    const chip = params.get(CATEGORY_PARAM);
    return !chip || services.isKnownCategoryChip(chip);
  }
  const brandId = params.get(BRAND_PARAM);
  if (!brandId) return true;
  await services.prefetchBrands(queryClient);
  const list = queryClient.getQueryData<{ brands: { id: string }[] }>(services.queryKeys.brands.list());
  return list?.brands.some((brand) => brand.id === brandId) ?? false;
}
