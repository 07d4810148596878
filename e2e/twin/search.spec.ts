import { expect, test } from '@playwright/test';
import { bareClient, SITE, TWIN } from './twin';

// What search engines read from the deployed site: the sitemap function behind its Hosting rewrite,
// robots.txt as a static file, statuses a crawler keeps (404, 301) and each page's canonical + hreflang,
// all on the twin's own origin (deploy/environments/twin.json siteOrigin, set into its build).

/** Every <link> in the page's HTML as lower-cased attribute maps (React writes hrefLang). */
function links(html: string): Record<string, string | undefined>[] {
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value]) => [name.toLowerCase(), value]),
    ),
  );
}

/** The first brand the sitemap names (its English address). */
async function firstBrandSlug(): Promise<string> {
  const client = await bareClient();
  const xml = await (await client.get(`${SITE}/sitemap.xml`)).text();
  const slug = new RegExp(`<loc>${SITE.replace(/[.]/g, '\\.')}/brand/([^<]+)</loc>`).exec(xml)?.[1];
  expect(slug, 'a brand page in the sitemap').toBeTruthy();
  return slug!;
}

test('/sitemap.xml lists every brand page in English and Indonesian on the site origin, and robots.txt names it', async () => {
  const client = await bareClient();
  const sitemap = await client.get(`${SITE}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);

  // the brands home shows are named by the sitemap, in both languages
  const listing = await (await client.get(`${SITE}/`)).text();
  const shown = [...new Set([...listing.matchAll(/href="\/brand\/([a-z0-9-]+)"/g)].map(([, slug]) => slug))];
  expect(shown.length).toBeGreaterThan(0);
  for (const slug of shown) {
    expect(xml).toContain(`<loc>${SITE}/brand/${slug}</loc>`);
    expect(xml).toContain(`<loc>${SITE}/id/brand/${slug}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="id" href="${SITE}/id/brand/${slug}"/>`);
  }
  expect(xml).not.toContain('localhost');

  const robots = await client.get(`${SITE}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  // another sitemap number is no page; a malformed address is the caller's mistake, not a crash
  const missing = await client.get(`${SITE}/sitemap-7.xml`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  // (the Hosting emulator answers such an address itself, so the function is called as Hosting calls it)
  const malformed = await client.get(`${TWIN.functions}/demo-bonus-atlas/asia-southeast2/sitemap/sitemap%E0%A4%A.xml`);
  expect(malformed.status()).toBe(400);
  expect((await client.get(`${SITE}/sitemap.xml`)).status()).toBe(200);
});

test('an unknown address answers 404 every time and is never kept by a cache', async () => {
  const client = await bareClient();
  for (const attempt of [1, 2]) {
    const answer = await client.get(`${SITE}/no-such-page-here`);
    expect(answer.status(), `request ${attempt}`).toBe(404);
    expect(answer.headers()['cache-control']).toBe('no-store');
  }
  const brand = await client.get(`${SITE}/brand/no-such-brand-anywhere`);
  expect(brand.status()).toBe(404);
  expect(brand.headers()['cache-control']).toBe('no-store');
  expect(await brand.text()).toContain('Brand not found');
});

test('another letter case or a trailing slash moves once (301) to the canonical address', async () => {
  const slug = await firstBrandSlug();
  const client = await bareClient();
  for (const variant of [`/brand/${slug.toUpperCase()}`, `/brand/${slug}/`, `/ByBrands`, `/id/brand/${slug}/`]) {
    const answer = await client.get(`${SITE}${variant}`, { maxRedirects: 0 });
    expect(answer.status(), variant).toBe(301);
    const location = answer.headers()['location'] ?? '';
    const expected = variant.startsWith('/id/')
      ? `/id/brand/${slug}`
      : variant === '/ByBrands'
        ? '/bybrands'
        : `/brand/${slug}`;
    expect(new URL(location, SITE).pathname, variant).toBe(expected);
    expect((await client.get(new URL(location, SITE).href, { maxRedirects: 0 })).status()).toBe(200);
  }
});

test('a brand page carries its canonical address and hreflang alternates on the site origin, in both languages', async () => {
  const slug = await firstBrandSlug();
  const client = await bareClient();
  for (const [path, canonical] of [
    [`/brand/${slug}`, `${SITE}/brand/${slug}`],
    [`/id/brand/${slug}`, `${SITE}/id/brand/${slug}`],
  ]) {
    const html = await (await client.get(`${SITE}${path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const all = links(head);
    expect(all.filter((link) => link.rel === 'canonical').map((link) => link.href)).toEqual([canonical]);
    const alternates = Object.fromEntries(
      all.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]),
    );
    expect(alternates).toEqual({
      en: `${SITE}/brand/${slug}`,
      id: `${SITE}/id/brand/${slug}`,
      'x-default': `${SITE}/brand/${slug}`,
    });
  }
});
