import { useQuery, useQueryClient, type QueryClient } from '@bonus-atlas/shared-services/kernel';
import { type Brand } from '../model/brand-facts';
import { queryKeys } from '../query-keys';
import { resolveBrandAddress } from './brand-address';
import { getBrand, getBrandBySlug } from './get-brand';
import { getBrandsQueryOptions, type BrandList } from './get-brands';

/** The brand a brand page shows, under its address (`''`: the default brand). */
export const brandPageKey = (slugOrId: string) => [...queryKeys.brands.all, 'page', slugOrId] as const;

/**
 * A brand page's brand, whole (its features, owner, ...: the listing has its card fields only). The
 * listing names it (a slug or id it lists, or the highest-rated brand without one: spec §2) and one read
 * fetches it; an address the listing does not know costs its slug's claim (brand-address.ts). So the
 * page carries its brand, not the directory.
 */
export function brandPageQueryOptions(queryClient: QueryClient, slugOrId: string | undefined) {
  const wanted = slugOrId?.trim() ?? '';
  return {
    queryKey: brandPageKey(wanted),
    queryFn: async (): Promise<Brand | null> => {
      const cached = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
      const brands = cached?.brands ?? (await queryClient.fetchQuery(getBrandsQueryOptions())).brands;
      const address = await resolveBrandAddress(wanted || (brands[0]?.id ?? ''), brands);
      // a brand the listing does not name (written before it, or by a tool that skipped it) by its slug or id
      if (address.kind === 'none') return wanted ? getBrandBySlug(wanted) : null;
      // the listed entry stands in when the brand's own read finds nothing (deleted since the listing was read)
      return (await getBrand(address.brand.id)) ?? null;
    },
  } as const;
}

/** The brand of /brand/{slug-or-id} (undefined while it loads). */
export function useBrandOfPage(slugOrId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery(brandPageQueryOptions(queryClient, slugOrId));
}
