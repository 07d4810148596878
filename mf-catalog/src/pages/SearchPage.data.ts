import { type PageDataLoader } from '../../../federation.pages';
import { prefetchBrands } from '@bonus-atlas/shared-services';
import { keepBrandSearchHead } from '../features/brands';

/** /search: the brand list, of which a rendered page carries only its first screen for `?q=` (search-head.ts). */
export const brandSearch: PageDataLoader = {
  start: async (queryClient, { term }) => {
    await prefetchBrands(queryClient, { keepOnServer: true });
    keepBrandSearchHead(queryClient, term);
  },
};
