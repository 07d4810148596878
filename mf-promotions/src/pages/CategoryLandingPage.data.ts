import { type PageDataLoader } from '../../../federation.pages';
import { categoryOfSlug, prefetchCategoryPage } from '@bonus-atlas/shared-services';

/** A standard category's first page, named by its address segment (`slug`, categorySlug). */
export const categoryBySlug: PageDataLoader = {
  start: async (queryClient, { slug }) => {
    const category = categoryOfSlug(slug);
    if (category) await prefetchCategoryPage(queryClient, category);
  },
  accepts: async (_queryClient, { slug }) => categoryOfSlug(slug) !== undefined,
};
