import {
  BRAND_LIST_HEAD_SIZE,
  queryKeys,
  type Brand,
  type BrandList,
  type QueryClient,
} from '@bonus-atlas/shared-services';
import type { BrandChoice } from './BrandChipBar';

/**
 * What the first screen of /bybrands shows of the brand chips: the first 24 brands in the spec's order,
 * and the chosen brand's chip when it is further down. A rendered page carries this in its HTML instead
 * of the whole brand list, which the browser reads itself (the listing) for the rest of the chips.
 */
export interface BrandChipsHead {
  selected: string | null;
  choices: BrandChoice[];
}

export const brandChipsHeadKey = (selected: string | null | undefined) =>
  [...queryKeys.brands.all, 'chips-head', selected || null] as const;

export const brandChoiceOf = (brand: Pick<Brand, 'id' | 'name' | 'slug' | 'logoImage'>): BrandChoice => ({
  id: brand.id,
  name: brand.name,
  slug: brand.slug,
  logo: brand.logoImage,
});

/** The first 24 of a list in the spec's order, and the chosen brand when it is further down. */
export function firstScreenChoices<B extends { id: string }>(
  brands: readonly B[],
  selected: string | null | undefined,
): B[] {
  const first = brands.slice(0, BRAND_LIST_HEAD_SIZE);
  if (!selected || first.some((brand) => brand.id === selected)) return first;
  const chosen = brands.find((brand) => brand.id === selected);
  return chosen ? [...first, chosen] : first;
}

/** The first screen's chips of a brand list, the chosen brand's among them. */
export function brandChipsHead(brands: readonly Brand[], selected: string | null | undefined): BrandChipsHead {
  return { selected: selected || null, choices: firstScreenChoices(brands, selected).map(brandChoiceOf) };
}

/** Puts the head of the cached brand list's chips in the cache (the render server, for the page it sends). */
export function keepBrandChipsHead(queryClient: QueryClient, selected: string | null | undefined): void {
  const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
  if (list) queryClient.setQueryData(brandChipsHeadKey(selected), brandChipsHead(list.brands, selected));
}
