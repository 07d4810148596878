import { type PageDataLoader } from '../../../federation.pages';
import { prefetchBrandListingPage, prefetchBrands, queryKeys, type BrandList } from '@bonus-atlas/shared-services';
import { keepBrandChipsHead } from '../features/brand-chips';

/**
 * /bybrands' first page for the brand in `brand` (all brands without) and the brand list, of which a
 * rendered page carries only its first screen's chips (chips-head.ts).
 */
export const brandListing: PageDataLoader = {
  start: async (queryClient, { brand }) => {
    await prefetchBrandListingPage(queryClient, brand);
    keepBrandChipsHead(queryClient, brand);
  },
  accepts: async (queryClient, { brand }) => {
    if (!brand) return true;
    await prefetchBrands(queryClient, { keepOnServer: true });
    const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
    return list?.brands.some((candidate) => candidate.id === brand) ?? false;
  },
};
