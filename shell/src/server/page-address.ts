import type { QueryClient } from '@tanstack/react-query';
import { languageOfPath, pathInLanguage } from '@bonus-atlas/shared-ui/address';
// the server render reads the whole services package (render-page.tsx)
// eslint-disable-next-line no-restricted-imports
import { queryKeys, type Brand, type BrandList } from '@bonus-atlas/shared-services';
import { routeForPath } from '../routes/route-match';
import { loadServices } from '../services/load-services';
import { remotesWithoutList } from '../routes/page-lists';

/** The starter of a brand page (its remote's page list names it): its slug may be spelt in other letters. */
const BRAND_PAGE_STARTER = 'brandPage';

/**
 * The one spelling of a site address: literal segments in lower case (the router matches them in any
 * case), no trailing slash, `/id` for the Indonesian prefix; a route's parameters (a brand's slug or
 * id) are kept as written. Null for an address no route serves; while a remote's page list could not be
 * read, such an address may be one of its pages, so it is kept as it is (the browser decides).
 */
export function canonicalAddress(pathname: string): string | null {
  const found = routeForPath(pathname);
  if (!found) return remotesWithoutList().length > 0 ? pathname : null;
  const route = found.route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? encodeURIComponent(found.params[part.slice(1)] ?? '') : part))
    .join('/');
  return pathInLanguage(route || '/', languageOfPath(pathname));
}

/** The language the page at this address is rendered in (its prefix). */
export function languageOfAddress(pathname: string): 'en' | 'id' {
  return languageOfPath(pathname);
}

export type PageOutcome = { status: 200 | 404 } | { status: 301; location: string };

/**
 * What a rendered page answers, from the data its render started with: a brand page for no brand is
 * a 404 (the page shows "Brand not found"), and one asked for by its slug in other letter case moves
 * to the slug as written (301). Every other page is a 200.
 */
export function pageOutcome(pathname: string, search: string, queryClient: QueryClient): PageOutcome {
  const found = routeForPath(pathname);
  if (!found || found.route.start?.starter !== BRAND_PAGE_STARTER) return { status: 200 };
  const wanted = found.params.slugOrId?.trim() ?? '';
  const brands = queryClient.getQueryData<BrandList>(queryKeys.brands.list())?.brands ?? [];
  if (!wanted) return { status: brands.length > 0 ? 200 : 404 };
  if (brands.some((brand) => brand.slug === wanted || brand.id === wanted)) return { status: 200 };
  const sameLetters = brands.find((brand) => brand.slug.toLowerCase() === wanted.toLowerCase());
  if (sameLetters) {
    const path = `/brand/${encodeURIComponent(sameLetters.slug)}`;
    return { status: 301, location: `${pathInLanguage(path, languageOfPath(pathname))}${search}` };
  }
  const lookedUp = queryClient.getQueryData<Brand | null>(queryKeys.brands.bySlug(wanted));
  return { status: lookedUp ? 200 : 404 };
}

/**
 * The final address of a misspelt one (other letter case, a trailing slash), so it moves there in one
 * step: a brand page's slug in other letters is the brand's slug as written (from the brand list);
 * anything else is its canonical spelling. The list is only read for these rare addresses.
 */
export async function settledAddress(canonical: string): Promise<string> {
  const found = routeForPath(canonical);
  const wanted = found?.params.slugOrId?.trim();
  if (!found || found.route.start?.starter !== BRAND_PAGE_STARTER || !wanted) return canonical;
  try {
    const { brands } = await (await loadServices()).loadBrands();
    if (brands.some((brand) => brand.slug === wanted || brand.id === wanted)) return canonical;
    const sameLetters = brands.find((brand) => brand.slug.toLowerCase() === wanted.toLowerCase());
    return sameLetters
      ? pathInLanguage(`/brand/${encodeURIComponent(sameLetters.slug)}`, languageOfPath(canonical))
      : canonical;
  } catch {
    // the page's own render answers the rest (a second 301 at worst)
    return canonical;
  }
}
