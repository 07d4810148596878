import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { listCollection } from '../support/firestore-rest';
import { PUBLIC_ORIGIN as ORIGIN, SITE } from '../support/stack';

// What a crawler and a link preview read: each public page in each language has its own address,
// head (title, description, canonical, alternates, cards) and structured data, in the server's HTML
// and still after the app has taken over; the sitemap, robots.txt and real statuses.

type Language = 'en' | 'id';

/** The same page in a language: Indonesian under /id. */
function inLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/id' : `/id${path}`;
}

async function seededBrandSlugs(): Promise<string[]> {
  const brands = await listCollection('brands');
  return brands.map((brand) => String(brand.slug || brand.id));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every `<name ...>` tag of the HTML as its attributes (names in lower case). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((attribute) => [
        (attribute[1] ?? '').toLowerCase(),
        decodeEntities(attribute[2] ?? ''),
      ]),
    ),
  );
}

interface Head {
  title: string;
  description: string[];
  canonical: string[];
  alternates: Record<string, string>;
  ogImage: string;
  twitterCard: string;
  jsonLdTypes: string[];
}

function headOfHtml(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = tags(head, 'meta');
  const links = tags(head, 'link');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@type': string },
  );
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta.filter((tag) => tag.name === 'description').map((tag) => tag.content ?? ''),
    canonical: links.filter((tag) => tag.rel === 'canonical').map((tag) => tag.href ?? ''),
    alternates: Object.fromEntries(
      links.filter((tag) => tag.rel === 'alternate').map((tag) => [tag.hreflang ?? '', tag.href ?? '']),
    ),
    ogImage: meta.find((tag) => tag.property === 'og:image')?.content ?? '',
    twitterCard: meta.find((tag) => tag.name === 'twitter:card')?.content ?? '',
    jsonLdTypes: jsonLd.map((data) => data['@type']),
  };
}

/** The head as the browser has it once the app has taken over. */
async function headOfPage(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const head = document.head;
    const meta = (selector: string) =>
      [...head.querySelectorAll<HTMLMetaElement>(selector)].map((element) => element.content);
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: [...head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
      alternates: Object.fromEntries(
        [...head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [link.hreflang, link.href]),
      ),
      ogImage: meta('meta[property="og:image"]')[0] ?? '',
      twitterCard: meta('meta[name="twitter:card"]')[0] ?? '',
      jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
      ),
    };
  });
}

async function serverHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  // no cookie, no Accept-Language: what a crawler gets
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  return response.text();
}

/**
 * Marks the server's JSON-LD elements as the page is parsed (before the app starts), so a test can tell
 * a page the app hydrated (it keeps the server's elements) from one it rendered anew.
 */
async function markServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
        (script as HTMLScriptElement & { fromServer?: boolean }).fromServer = true;
    });
  });
}

async function keptServerElements(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].every(
      (script) => (script as HTMLScriptElement & { fromServer?: boolean }).fromServer === true,
    ),
  );
}

async function waitForTakeover(page: Page): Promise<void> {
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('each public page has its own head, in both languages', () => {
  let brandPath = '';
  test.beforeAll(async () => {
    const [slug] = await seededBrandSlugs();
    brandPath = `/brand/${slug}`;
  });

  const pages = ['/', 'brand', '/bycategory', '/bybrands', '/welcomebonus'];
  for (const language of ['en', 'id'] as const) {
    test(`server HTML and the app's head agree (${language.toUpperCase()})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await markServerElements(page);
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const which of pages) {
        const english = which === 'brand' ? brandPath : which;
        const path = inLanguage(english, language);
        const html = await serverHtml(request, path);
        expect(html, path).toContain(`<html lang="${language}"`);
        const server = headOfHtml(html);
        expect(server.title, path).not.toBe('');
        expect(server.description, path).toHaveLength(1);
        titles.add(server.title);
        descriptions.add(server.description[0] ?? '');
        expect(server.canonical, path).toEqual([`${ORIGIN}${path}`]);
        expect(server.alternates, path).toEqual({
          en: `${ORIGIN}${english}`,
          id: `${ORIGIN}${inLanguage(english, 'id')}`,
          'x-default': `${ORIGIN}${english}`,
        });
        expect(server.ogImage, path).toMatch(/^https?:\/\//);
        expect(server.twitterCard, path).toBe('summary_large_image');
        expect(server.jsonLdTypes, path).toContain('BreadcrumbList');
        if (which === '/')
          expect(server.jsonLdTypes).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));
        else if (which === 'brand') expect(server.jsonLdTypes).toContain('Organization');
        else expect(server.jsonLdTypes, path).toContain('ItemList');

        await page.goto(path);
        await waitForTakeover(page);
        expect(await headOfPage(page), `${path} after the app took over`).toEqual(server);
        // hydrated: the app adopted the server's markup instead of rendering the page anew
        expect(await keptServerElements(page), `${path} hydrated`).toBe(true);
      }
      // five pages, five titles and five descriptions
      expect(titles.size).toBe(pages.length);
      expect(descriptions.size).toBe(pages.length);
    });
  }

  test('the /id/ brand page is in Indonesian without any cookie or header', async ({ request }) => {
    const html = await serverHtml(request, inLanguage(brandPath, 'id'));
    expect(html).toContain('<html lang="id"');
    const head = headOfHtml(html);
    expect(head.title).toContain('bonus sambutan');
    // numbers in the head follow the page's language: a decimal comma in Indonesian
    expect(head.title).toMatch(/rating \d,\d\/5/);
    expect(head.description[0]).toMatch(/\d,\d dari 5/);
    // the page's own texts, not only its head
    expect(html).toContain('Kunjungi Situs');
  });

  test('the brand page names the brand, its rating and its welcome bonus; its English address stays English', async ({
    request,
  }) => {
    const head = headOfHtml(await serverHtml(request, brandPath));
    // a decimal point in English, as the page's own rating reads
    expect(head.title).toMatch(/^.+: rated \d\.\d\/5, welcome bonus .+ \| Bonus Atlas$/);
    expect(head.description[0]).toMatch(/rated \d\.\d out of 5/);
  });

  test('a category page names its category', async ({ request }) => {
    const head = headOfHtml(await serverHtml(request, '/bycategory?category=Referral'));
    expect(head.title).toBe('Referral promotions | Bonus Atlas');
    expect(head.canonical).toEqual([`${ORIGIN}/bycategory?category=Referral`]);
  });
});

test('the language switch moves between the two addresses of a page', async ({ page }) => {
  await page.goto('/bycategory');
  await waitForTakeover(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^ID\b/ }).click();
  await expect(page).toHaveURL(`${SITE}/id/bycategory`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/id/bycategory`);
  // links stay in the language
  await expect(banner.getByRole('link', { name: 'Bonus Atlas' })).toHaveAttribute('href', '/id');
  await banner.getByRole('button', { name: /^EN\b/ }).click();
  await expect(page).toHaveURL(`${SITE}/bycategory`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Back returns to the Indonesian address, in Indonesian
  await page.goBack();
  await expect(page).toHaveURL(`${SITE}/id/bycategory`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test.describe('where / sends a first-time visitor', () => {
  test('English without a choice or a language; Indonesian by q-values or a saved choice', async ({ request }) => {
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
    const byQuality = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en;q=0.1, id;q=0.9' } });
    expect(byQuality.status()).toBe(302);
    expect(byQuality.headers().location).toBe('/id');
    const english = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'id;q=0.2, en;q=0.8' } });
    expect(english.status()).toBe(200);
    const saved = await request.get('/', { maxRedirects: 0, headers: { Cookie: 'i18next=id' } });
    expect(saved.headers().location).toBe('/id');
    // any other address is in its own language whatever the browser asks for
    const other = await request.get('/bycategory', { maxRedirects: 0, headers: { 'Accept-Language': 'id' } });
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('<html lang="en"');
  });
});

test('the sitemap lists every brand page in both languages and the listings; robots.txt names it', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeEntities(match[1] ?? ''));
  const slugs = await seededBrandSlugs();
  expect(slugs.length).toBeGreaterThan(0);
  for (const slug of slugs) {
    expect(locations).toContain(`${ORIGIN}/brand/${encodeURIComponent(slug)}`);
    expect(locations).toContain(`${ORIGIN}/id/brand/${encodeURIComponent(slug)}`);
  }
  for (const listing of ['/', '/bycategory', '/bybrands', '/welcomebonus'])
    for (const language of ['en', 'id'] as const)
      expect(locations).toContain(`${ORIGIN}${inLanguage(listing, language)}`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test.describe('real statuses', () => {
  test('a missing brand and an unknown address answer 404 with the not-found page, not kept by caches', async ({
    request,
    page,
  }) => {
    for (const path of [
      '/brand/no-such-brand-here',
      '/id/brand/no-such-brand-here',
      '/no-such-page',
      '/id/no-such-page',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toMatch(/no-store|max-age=\d{1,3}\b/);
    }
    for (const [path, title, heading] of [
      ['/brand/no-such-brand-here', 'Page not found | Bonus Atlas', 'Brand not found'],
      ['/id/brand/no-such-brand-here', 'Halaman tidak ditemukan | Bonus Atlas', 'Brand tidak ditemukan'],
    ] as const) {
      const head = headOfHtml(await serverHtml(request, path, 404));
      expect(head.title, path).toBe(title);
      const missingBrand = await page.goto(path);
      expect(missingBrand?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('addresses differing only by letter case or a trailing slash move to the canonical one (301)', async ({
    request,
  }) => {
    const [slug = ''] = await seededBrandSlugs();
    const shouting = slug.replace(
      /(^|-)([a-z])/g,
      (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`,
    );
    const cases: [string, string][] = [
      [`/Brand/${shouting}`, `/brand/${slug}`],
      [`/brand/${slug}/`, `/brand/${slug}`],
      [`/brand/${shouting}`, `/brand/${slug}`],
      ['/BYCATEGORY', '/bycategory'],
      ['/bycategory/?category=Referral', '/bycategory?category=Referral'],
      ['/ID/Welcomebonus/', '/id/welcomebonus'],
      ['/id/', '/id'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('an odd brand address moves at most once, to an address that answers without moving again', async ({
    request,
  }) => {
    const [slug = ''] = await seededBrandSlugs();
    // what browsers, crawlers and hand-typed links send: spaces, accents, reserved characters, escapes
    // in either case or escaped twice, with and without /id, a known slug's brand in other letters
    const odd = [
      'a b',
      'a%20b',
      'a%2520b',
      'café',
      'caf%c3%a9',
      'x:y',
      'x%3ay',
      "o'neil(1)",
      '50%25',
      'a;b=c',
      'a%2Fb',
    ];
    const corpus = [...odd, slug, slug.toUpperCase(), `${slug}%20`].flatMap((value) => [
      `/brand/${value}`,
      `/id/brand/${value}`,
      `/Brand/${value}/`,
    ]);
    for (const address of corpus) {
      const hops: string[] = [address];
      let response = await request.get(address, { maxRedirects: 0 });
      while (response.status() === 301 || response.status() === 302) {
        const next = response.headers().location ?? '';
        expect(next, `${hops.join(' → ')} → ?`).toMatch(/^\/(id\/)?brand\//);
        hops.push(next);
        expect(hops.length, hops.join(' → ')).toBeLessThanOrEqual(2);
        response = await request.get(next, { maxRedirects: 0 });
      }
      expect([200, 404], hops.join(' → ')).toContain(response.status());
    }
  });

  test('the favicon, the icons and the web app manifest answer 200', async ({ request }) => {
    for (const path of ['/favicon.ico', '/icon-192.png', '/apple-touch-icon.png', '/og-image.png'])
      expect((await request.get(path)).status(), path).toBe(200);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const parsed = (await manifest.json()) as { name: string; icons: { src: string }[] };
    expect(parsed.name).toBe('Bonus Atlas');
    for (const icon of parsed.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});
