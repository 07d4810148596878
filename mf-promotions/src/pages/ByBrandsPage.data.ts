import { type PageDataLoader } from '../../../federation.pages';
import {
  keepBrandListCopy,
  prefetchBrandListingPage,
  prefetchBrands,
  queryKeys,
  type BrandList,
} from '@bonus-atlas/shared-services';

/** /bybrands' first page for the brand in `brand` (all brands without) and the brand list. */
export const brandListing: PageDataLoader = {
  start: (queryClient, { brand }) => prefetchBrandListingPage(queryClient, brand),
  // the brand list a server page came with becomes this browser's saved copy (spec §4, §9)
  adopt: (queryClient) => keepBrandListCopy(queryClient),
  accepts: async (queryClient, { brand }) => {
    if (!brand) return true;
    await prefetchBrands(queryClient);
    const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
    return list?.brands.some((candidate) => candidate.id === brand) ?? false;
  },
};
