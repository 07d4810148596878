import type { QueryClient } from '@tanstack/react-query';
import { prefetchBrands } from '../brands/get-brands';
import { prefetchBrandPage } from '../brands/prefetch-brand-page';
import { keepBrandListHead } from '../brand-listing/list-head';
import { queryKeys } from '../query-keys';
import { categoryOfSlug } from '../model/categories';
import {
  isKnownCategoryChip,
  prefetchBrandListingPage,
  prefetchCategoryPage,
  prefetchWelcomeBonusTable,
} from '../promotions/prefetch-category-page';

/** A starter's arguments, read from the address by the page's declaration (federation.pages.ts). */
export type StarterArgs = Readonly<Record<string, string | undefined>>;

interface PageStarter {
  /** Starts the page's first reads into the query cache. */
  start(queryClient: QueryClient, args: StarterArgs): Promise<void>;
  /**
   * Whether every visitor's page can show what the arguments ask for (the server reads only such data,
   * so a stranger's address neither reaches the database from the server nor leaves anything behind).
   */
  accepts?(queryClient: QueryClient, args: StarterArgs): Promise<boolean>;
}

/**
 * The data a page reads first, by name: a remote's page list names one (with where its arguments come
 * from), and boot and the server render start it. One home for each page's first read, shared by every
 * remote's pages; a name this copy does not have starts nothing (the page then reads on its own).
 */
export const pageStarters: Readonly<Record<string, PageStarter>> = {
  /** The brand list (home, search, favourites). */
  brandList: { start: (queryClient) => prefetchBrands(queryClient) },
  /** Home: the brand list, of which a rendered page carries only its first screen (list-head.ts). */
  brandListHead: {
    start: async (queryClient) => {
      await prefetchBrands(queryClient, { keepOnServer: true });
      keepBrandListHead(queryClient);
    },
  },
  /** A brand page: the list, then the brand's promotions and comments (`slugOrId`, the default brand without). */
  brandPage: { start: (queryClient, { slugOrId }) => prefetchBrandPage(queryClient, slugOrId) },
  /** /bycategory's first page for the chip in `category` (Welcome Bonus without). */
  categoryListing: {
    start: (queryClient, { category }) => prefetchCategoryPage(queryClient, category),
    accepts: async (_queryClient, { category }) => !category || isKnownCategoryChip(category),
  },
  /** A standard category's first page, named by its address segment (`slug`, categorySlug). */
  categoryBySlug: {
    start: async (queryClient, { slug }) => {
      const category = categoryOfSlug(slug);
      if (category) await prefetchCategoryPage(queryClient, category);
    },
    accepts: async (_queryClient, { slug }) => categoryOfSlug(slug) !== undefined,
  },
  /** /bybrands' first page for the brand in `brand` (all brands without) and the brand list. */
  brandListing: {
    start: (queryClient, { brand }) => prefetchBrandListingPage(queryClient, brand),
    accepts: async (queryClient, { brand }) => {
      if (!brand) return true;
      await prefetchBrands(queryClient);
      const list = queryClient.getQueryData<{ brands: { id: string }[] }>(queryKeys.brands.list());
      return list?.brands.some((candidate) => candidate.id === brand) ?? false;
    },
  },
  /** /welcomebonus's whole table. */
  welcomeBonusTable: { start: (queryClient) => prefetchWelcomeBonusTable(queryClient) },
};

/** Starts the named starter's reads; false when this copy has no starter of that name. */
export async function startPageData(name: string, queryClient: QueryClient, args: StarterArgs): Promise<boolean> {
  const starter = Object.hasOwn(pageStarters, name) ? pageStarters[name] : undefined;
  if (!starter) return false;
  await starter.start(queryClient, args);
  return true;
}

/** Whether the named starter accepts these arguments (an unknown starter reads nothing, so it has no objection). */
export async function pageArgsAccepted(name: string, queryClient: QueryClient, args: StarterArgs): Promise<boolean> {
  const starter = Object.hasOwn(pageStarters, name) ? pageStarters[name] : undefined;
  return starter?.accepts ? starter.accepts(queryClient, args) : true;
}
