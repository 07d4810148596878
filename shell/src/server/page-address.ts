import type { QueryClient } from '@tanstack/react-query';
import { languageOfPath, pathInLanguage } from '@bonus-atlas/shared-ui/address';
import { pageDataLoader, type PageDataModule } from '../../../federation.pages';
import { routeForPath } from '../routes/route-match';
import { starterArgs } from '../routes/route-start';
import { remotesWithoutList } from '../routes/page-lists';
import { serverSection } from './remote-server-code';

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
 * What a rendered page answers, from the data its render started with, as the page's own loader says
 * (the catalog's brand page: a brand page for no brand is a 404, one asked for by its slug in other
 * letter case moves to the slug as written, 301). Every other page is a 200.
 */
export function pageOutcome(
  pathname: string,
  search: string,
  queryClient: QueryClient,
  pageData: PageDataModule | null | undefined,
): PageOutcome {
  const found = routeForPath(pathname);
  const outcome = found?.route.start && pageDataLoader(pageData, found.route.start.starter)?.outcome;
  if (!found || !outcome) return { status: 200 };
  const answer = outcome(queryClient, starterArgs(found.route, found.params, search));
  if (answer.status !== 301) return answer;
  return { status: 301, location: `${pathInLanguage(answer.path, languageOfPath(pathname))}${search}` };
}

/**
 * The final address of a misspelt one (other letter case, a trailing slash), so it moves there in one
 * step: a page's loader may know its path as written (the catalog's brand page: a slug in other letters
 * is the brand's slug as written, from the brand list); anything else is its canonical spelling.
 */
export async function settledAddress(canonical: string): Promise<string> {
  const found = routeForPath(canonical);
  if (!found?.route.start) return canonical;
  try {
    const { pageData } = await serverSection(found.route.remote, found.route.module, true);
    const settledPath = pageDataLoader(pageData, found.route.start.starter)?.settledPath;
    const path = settledPath ? await settledPath(starterArgs(found.route, found.params, '')) : null;
    return path ? pathInLanguage(path, languageOfPath(canonical)) : canonical;
  } catch {
    // the page's own render answers the rest (a second 301 at worst)
    return canonical;
  }
}
