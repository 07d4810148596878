import { type PageDataLoader } from '../../../federation.pages';
import {
  keepBrandListCopy,
  loadBrands,
  prefetchBrandPage,
  queryKeys,
  resolveBrandAddress,
  type Brand,
  type BrandList,
} from '@bonus-atlas/shared-services';

const brandPath = (slug: string) => `/brand/${encodeURIComponent(slug)}`;

/** A brand page: the list, then the brand's promotions and comments (`slugOrId`, the default brand without). */
export const brandPage: PageDataLoader = {
  start: (queryClient, { slugOrId }) => prefetchBrandPage(queryClient, slugOrId),
  adopt: (queryClient) => keepBrandListCopy(queryClient),
  /**
   * A slug the brand has left (kept as a redirect claim) moves to its current slug. The look-up is the
   * page's own (the shared brand list, then at most one read of the slug's claim, kept a while found or
   * not), so the page rendered after it reads nothing again.
   */
  redirect: async ({ slugOrId }) => {
    const slug = slugOrId?.trim();
    if (!slug) return null;
    const { brands } = await loadBrands();
    const address = await resolveBrandAddress(slug, brands);
    return address.kind === 'moved' ? brandPath(address.brand.slug) : null;
  },
  /**
   * A brand page for no brand is a 404 (the page shows "Brand not found"), and one asked for by its
   * slug in other letter case moves to the slug as written (301).
   */
  outcome: (queryClient, { slugOrId }) => {
    const wanted = slugOrId?.trim() ?? '';
    const brands = queryClient.getQueryData<BrandList>(queryKeys.brands.list())?.brands ?? [];
    if (!wanted) return { status: brands.length > 0 ? 200 : 404 };
    if (brands.some((brand) => brand.slug === wanted || brand.id === wanted)) return { status: 200 };
    const sameLetters = brands.find((brand) => brand.slug.toLowerCase() === wanted.toLowerCase());
    if (sameLetters) return { status: 301, path: brandPath(sameLetters.slug) };
    const lookedUp = queryClient.getQueryData<Brand | null>(queryKeys.brands.bySlug(wanted));
    return { status: lookedUp ? 200 : 404 };
  },
  /** A slug in other letter case is the brand's slug as written (from the brand list). */
  settledPath: async ({ slugOrId }) => {
    const wanted = slugOrId?.trim();
    if (!wanted) return null;
    const { brands } = await loadBrands();
    if (brands.some((brand) => brand.slug === wanted || brand.id === wanted)) return null;
    const sameLetters = brands.find((brand) => brand.slug.toLowerCase() === wanted.toLowerCase());
    return sameLetters ? brandPath(sameLetters.slug) : null;
  },
};
