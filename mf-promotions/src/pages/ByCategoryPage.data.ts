import { type PageDataLoader } from '../../../federation.pages';
import { isKnownCategoryChip, prefetchCategoryPage } from '@bonus-atlas/shared-services';

/** /bycategory's first page for the chip in `category` (Welcome Bonus without). */
export const categoryListing: PageDataLoader = {
  start: (queryClient, { category }) => prefetchCategoryPage(queryClient, category),
  accepts: async (_queryClient, { category }) => !category || isKnownCategoryChip(category),
};
