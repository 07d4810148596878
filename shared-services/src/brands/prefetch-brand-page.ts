import { commentDefinition } from '../model/comment-definition';
import type { QueryClient } from '@tanstack/react-query';
import { SHARED_LIST_MS, sharedRead } from '@bonus-atlas/shared-services/kernel';
import { brandCommentPagesOptions } from '../comments/get-comments';
import { getBrandPromotions } from '../promotions/get-brand-promotions';
import { queryKeys } from '../query-keys';
import { resolveBrandAddress } from './brand-address';
import { prefetchBrands, type BrandList } from './get-brands';

/**
 * A brand page's data started before the page is rendered (the shell at boot): the brand
 * list, then, as soon as it names the brand, its promotions and comments side by side. The page's
 * own queries (same keys) join these instead of starting after it has rendered. Without a slug or
 * id: the highest-rated brand, as the page shows (spec §2).
 */
export async function prefetchBrandPage(queryClient: QueryClient, slugOrId: string | undefined): Promise<void> {
  await prefetchBrands(queryClient);
  const wanted = slugOrId?.trim() ?? '';
  const brands = queryClient.getQueryData<BrandList>(queryKeys.brands.list())?.brands ?? [];
  const brand = wanted ? brands.find((candidate) => candidate.slug === wanted || candidate.id === wanted) : brands[0];
  // a brand the list does not know is looked up under the page's own key (one read at most, its slug's
  // claim: brand-address.ts): the server then knows a missing brand (404) and the browser starts with the answer
  if (!brand) {
    if (wanted)
      await queryClient.prefetchQuery({
        queryKey: queryKeys.brands.bySlug(wanted),
        queryFn: async () => {
          const address = await resolveBrandAddress(wanted, brands);
          return address.kind === 'none' ? null : address.brand;
        },
      });
    return;
  }
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
