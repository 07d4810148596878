import { type PageDataLoader } from '../../../federation.pages';
import { keepBrandListCopy, keepBrandListHead, prefetchBrands } from '@bonus-atlas/shared-services';

/** The brand list (search, favourites). */
export const brandList: PageDataLoader = {
  start: (queryClient) => prefetchBrands(queryClient),
  // the list a server page came with becomes this browser's saved copy (spec §4, §9)
  adopt: (queryClient) => keepBrandListCopy(queryClient),
};

/** Home: the brand list, of which a rendered page carries only its first screen (list-head.ts). */
export const brandListHead: PageDataLoader = {
  start: async (queryClient) => {
    await prefetchBrands(queryClient, { keepOnServer: true });
    keepBrandListHead(queryClient);
  },
};
