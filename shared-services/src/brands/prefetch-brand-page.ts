import { commentDefinition } from '../model/comment-definition';
import type { QueryClient } from '@tanstack/react-query';
import { SHARED_LIST_MS, sharedRead } from '@bonus-atlas/shared-services/kernel';
import { brandCommentPagesOptions } from '../comments/get-comments';
import { getBrandPromotions } from '../promotions/get-brand-promotions';
import { queryKeys } from '../query-keys';
import type { Brand } from '../model/brand-facts';
import { brandPageQueryOptions } from './brand-page-query';
import { prefetchBrands, type BrandList } from './get-brands';

/**
 * A brand page's data started before the page is rendered (the shell at boot): the brand (the
 * listing names it, one read fetches it), then its promotions and comments side by side. The page's
 * own queries (same keys) join these instead of starting after it has rendered. Without a slug or
 * id: the highest-rated brand, as the page shows (spec §2).
 */
export async function prefetchBrandPage(queryClient: QueryClient, slugOrId: string | undefined): Promise<void> {
  const wanted = slugOrId?.trim() ?? '';
  // the page's brand, whole: one read (the list is the listing's card fields, and stays on the server);
  // a page the server rendered came with it, and its browser reads no list for it
  const page = brandPageQueryOptions(queryClient, wanted);
  if (queryClient.getQueryData(page.queryKey) === undefined) {
    await prefetchBrands(queryClient, { keepOnServer: true });
    await queryClient.prefetchQuery(page);
    const brands = queryClient.getQueryData<BrandList>(queryKeys.brands.list())?.brands ?? [];
    // a brand the list does not know is also answered under its slug's key: the server then knows a
    // missing brand (404) from a renamed one's old address
    if (wanted && !brands.some((candidate) => candidate.slug === wanted || candidate.id === wanted))
      queryClient.setQueryData(queryKeys.brands.bySlug(wanted), queryClient.getQueryData(page.queryKey) ?? null);
  }
  const brand = queryClient.getQueryData<Brand | null>(page.queryKey);
  if (!brand) return;
  const comments = brandCommentPagesOptions(brand.id);
  const readPage = comments.queryFn;
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: queryKeys.promotions.ofBrand(brand.id),
      queryFn: () => getBrandPromotions(brand.id),
    }),
    // the first page of comments only: the rest is "Load more comments" in the browser; the render
    // server's pages of one brand share it for a moment (server-reads.ts)
    queryClient.prefetchInfiniteQuery({
      ...comments,
      queryFn: (context) =>
        sharedRead(`comments/${brand.id}@${commentDefinition.version}`, SHARED_LIST_MS, async () => {
          if (!readPage) throw new Error('brand comment pages without a reader');
          return readPage(context);
        }),
    }),
  ]);
}
