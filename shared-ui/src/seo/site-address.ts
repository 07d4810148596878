// Imported alone by the shell's entry (`@bonus-atlas/shared-ui/address`, read before anything else
// loads), so it depends on nothing.
type Language = 'en' | 'id';

/** Where the site is served (canonical URLs, sitemap, cards); set at build time, local default. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

function readOrigin(): string {
  try {
    return process.env.BONUS_ATLAS_SITE_ORIGIN || DEFAULT_SITE_ORIGIN;
  } catch {
    // a bundle built without the define (Storybook) has no `process`
    return DEFAULT_SITE_ORIGIN;
  }
}

export const SITE_ORIGIN = readOrigin().replace(/\/+$/, '');

/** Indonesian pages live under /id/...; English pages keep the unprefixed addresses. */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', id: '/id' };

const ID_PREFIX = /^\/id(?=\/|$)/i;

/** The language an address is in: /id and /id/... are Indonesian, everything else English. */
export function languageOfPath(pathname: string): Language {
  return ID_PREFIX.test(pathname) ? 'id' : 'en';
}

/** The address without its language prefix: /id/brand/x → /brand/x, /id → /. */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(ID_PREFIX, '');
  return rest === '' ? '/' : rest;
}

/** The same page's address in a language: ('/brand/x', 'id') → /id/brand/x, ('/', 'id') → /id. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return path;
  return path === '/'
    ? prefix
    : path.startsWith('/?')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`;
}

/** An absolute URL on the site's origin. */
export function siteUrl(path: string, origin: string = SITE_ORIGIN): string {
  return `${origin}${path}`;
}
