// /sitemap.xml from the data: every brand page in both languages (lastmod from the brand's updatedAt)
// and the listing pages, each with its language alternates. Past 50,000 addresses (the sitemap
// protocol's limit per file) /sitemap.xml becomes a sitemap index of /sitemap-1.xml, /sitemap-2.xml, ...
// The brands are read through the server render's bundle (shared-services' brand list, the same path
// a rendered page reads them), so the sitemap names exactly the pages the site serves. Written by hand:
// a few lines of XML, which no sitemap package writes with hreflang alternates and our own data source.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const MAX_URLS_PER_SITEMAP = 50_000;
/** The brand list is read again at most this often (one cached copy: a bounded cache). */
const BRANDS_TTL_MS = 5 * 60_000;
/** The listing pages, while no remote's page list could be read (their lists name them: `listed`). */
const LISTING_PATHS = ['/', '/bycategory', '/bybrands', '/welcomebonus'];
const LANGUAGES = /** @type {const} */ ({ en: '', id: '/id' });

function xmlEscape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inLanguage(path, prefix) {
  return prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
}

/**
 * Every address the sitemap lists: the listing pages and each brand page, in English and in Indonesian.
 * @param {string} origin
 * @param {{ slug: string, lastModified: string | null }[]} brands
 * @returns {{ path: string, english: string, lastModified: string | null }[]}
 */
export function sitemapEntries(origin, brands, listed = LISTING_PATHS) {
  const pages = [
    ...[...new Set(listed)].map((path) => ({ path, lastModified: null })),
    ...brands.map((brand) => ({ path: `/brand/${encodeURIComponent(brand.slug)}`, lastModified: brand.lastModified })),
  ];
  return pages.flatMap((page) =>
    Object.values(LANGUAGES).map((prefix) => ({
      path: `${origin}${inLanguage(page.path, prefix)}`,
      english: page.path,
      lastModified: page.lastModified,
    })),
  );
}

/** One <url> with its alternates (en, id, x-default: the English address). */
function urlElement(origin, entry) {
  const alternates = [
    ...Object.entries(LANGUAGES).map(([language, prefix]) => [
      language,
      `${origin}${inLanguage(entry.english, prefix)}`,
    ]),
    ['x-default', `${origin}${entry.english}`],
  ]
    .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscape(href)}"/>`)
    .join('');
  const lastmod = entry.lastModified ? `<lastmod>${xmlEscape(entry.lastModified)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(entry.path)}</loc>${lastmod}${alternates}</url>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(origin, entries) {
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
    .map((entry) => urlElement(origin, entry))
    .join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin, count) {
  const items = Array.from(
    { length: count },
    (_, index) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The answer for /sitemap.xml and /sitemap-N.xml, or null for any other path.
 * @param {{ readBrands: () => Promise<{ slug: string, lastModified: string | null }[]>, readListed?: () => Promise<string[]>, origin: string, maxUrls?: number, now?: () => number }} options
 * `readListed`: the listing addresses the remotes' page lists offer (none read yet: the four listing pages)
 * @returns {(pathname: string) => Promise<{ status: number, headers: Record<string, string>, body: string } | null>}
 */
export function createSitemapHandler({
  readBrands,
  readListed = async () => [],
  origin,
  maxUrls = MAX_URLS_PER_SITEMAP,
  now = Date.now,
}) {
  const siteOrigin = origin.replace(/\/+$/, '');
  /** @type {{ at: number, brands: Promise<{ slug: string, lastModified: string | null }[]> } | null} */
  let cached = null;
  const brands = () => {
    if (!cached || now() - cached.at > BRANDS_TTL_MS) {
      const reading = readBrands();
      cached = { at: now(), brands: reading };
      // a failed read is not kept: the next request tries again
      reading.catch(() => {
        if (cached?.brands === reading) cached = null;
      });
    }
    return cached.brands;
  };
  const xml = (body) => ({
    status: 200,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    body,
  });

  return async (pathname) => {
    const part = /^\/sitemap(?:-(\d+))?\.xml$/.exec(pathname);
    if (!part) return null;
    let entries;
    try {
      const [read, listed] = await Promise.all([brands(), readListed().catch(() => [])]);
      entries = sitemapEntries(siteOrigin, read, listed.length > 0 ? listed : LISTING_PATHS);
    } catch (error) {
      console.error('sitemap: the brand list could not be read:', error);
      return {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
        body: 'The sitemap is unavailable for a moment.',
      };
    }
    const files = Math.max(1, Math.ceil(entries.length / maxUrls));
    if (part[1] === undefined)
      return xml(files === 1 ? urlsetXml(siteOrigin, entries) : sitemapIndexXml(siteOrigin, files));
    const index = Number(part[1]);
    if (files === 1 || index < 1 || index > files) return null;
    return xml(urlsetXml(siteOrigin, entries.slice((index - 1) * maxUrls, index * maxUrls)));
  };
}

/**
 * The sitemap handler of a built site: its brands and its origin come from the server render's bundle
 * (shell/dist-server/render-page.cjs). Null when that bundle was not built.
 * @param {{ serverBundle: string, remotesMap?: Record<string, string> }} options
 */
export function createSitemapFromBundle({ serverBundle, remotesMap }) {
  if (!existsSync(serverBundle)) return null;
  const bundle = createRequire(import.meta.url)(serverBundle);
  // the listing pages come from the remotes' page lists, read with the server's remotes map (the page
  // renderer's, in one process with it; else the one given here)
  if (remotesMap && bundle.hasRemotesMap && !bundle.hasRemotesMap()) bundle.useRemotesMap?.(remotesMap);
  return createSitemapHandler({
    readBrands: bundle.sitemapBrands,
    readListed: bundle.sitemapPages,
    origin: bundle.SITE_ORIGIN,
  });
}
