import { type PageDataLoader } from '../../../federation.pages';
import { keepBrandListCopy, prefetchBrands } from '@bonus-atlas/shared-services';

/** The brand list (home, search, favourites). */
export const brandList: PageDataLoader = {
  start: (queryClient) => prefetchBrands(queryClient),
  // the list a server page came with becomes this browser's saved copy (spec §4, §9)
  adopt: (queryClient) => keepBrandListCopy(queryClient),
};
