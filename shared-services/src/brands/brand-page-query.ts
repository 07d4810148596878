import {
  useQuery,
  useQueryClient,
  type QueryClient,
  SHARED_LIST_MS,
  sharedRead,
} from '@bonus-atlas/shared-services/kernel';
import { brandDefinition } from '../model/brand-definition';
import { type Brand } from '../model/brand-facts';
import { queryKeys } from '../query-keys';
import { resolveBrandAddress, SLUG_CLAIM_MS } from './brand-address';
import { getBrand } from './get-brand';
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
      // a brand the listing does not name is found by its slug's claim (every brand holds one); an id
      // address has no claim, so it costs its document's read once (kept on the server like a claim)
      if (address.kind === 'none') {
        if (!wanted || wanted.includes('/')) return null;
        return sharedRead(`brands/${wanted}@${brandDefinition.version}`, SLUG_CLAIM_MS, () => getBrand(wanted));
      }
      // an old address only moves to the brand's slug: its card fields say where, with no read
      if (address.kind === 'moved') return address.brand;
      // the render server's pages of one brand share its read for a moment (server-reads.ts), under the
      // key the slug's claim shares it with (brand-address.ts)
      const { id } = address.brand;
      return sharedRead(`brands/${id}@${brandDefinition.version}`, SHARED_LIST_MS, () => getBrand(id));
    },
  } as const;
}

/** The brand of /brand/{slug-or-id} (undefined while it loads). */
export function useBrandOfPage(slugOrId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery(brandPageQueryOptions(queryClient, slugOrId));
}
