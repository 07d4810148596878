import { type PageDataLoader } from '../../../federation.pages';
import { prefetchBrands } from '@bonus-atlas/shared-services';

/** The brand list (home, search, favourites). */
export const brandList: PageDataLoader = { start: (queryClient) => prefetchBrands(queryClient) };
