import { describe, expect, it, vi } from 'vitest';
import { createSitemapHandler, sitemapEntries } from '../../functions/render/sitemap.mjs';

const ORIGIN = 'https://bonus-atlas.example';
const brands = [
  { slug: 'kenari-voyage', lastModified: '2026-11-20T03:00:00.000Z' },
  { slug: 'a&b', lastModified: null },
];
const locations = (xml) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap', () => {
  it('lists every brand page and the listings in both languages, with lastmod and alternates', async () => {
    const handle = createSitemapHandler({ readBrands: async () => brands, origin: `${ORIGIN}/` });
    const answer = await handle('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toContain('application/xml');
    const urls = locations(answer.body);
    for (const path of ['/', '/bycategory', '/bybrands', '/welcomebonus', '/brand/kenari-voyage', '/brand/a%26b'])
      expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}${path}`, `${ORIGIN}/id${path === '/' ? '' : path}`]));
    expect(urls).toHaveLength(12);
    expect(answer.body).toContain(
      `<url><loc>${ORIGIN}/id/brand/kenari-voyage</loc><lastmod>2026-11-20T03:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/brand/kenari-voyage"/>` +
        `<xhtml:link rel="alternate" hreflang="id" href="${ORIGIN}/id/brand/kenari-voyage"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/brand/kenari-voyage"/></url>`,
    );
    expect(await handle('/sitemap-1.xml')).toBeNull();
    expect(await handle('/brand/x')).toBeNull();
  });

  it("lists the listing addresses the remotes' page lists offer, and the four listing pages while none could be read", async () => {
    const listed = async () => ['/', '/bycategory', '/category/welcome-bonus', '/bycategory'];
    const handle = createSitemapHandler({ readBrands: async () => [], readListed: listed, origin: ORIGIN });
    expect(locations((await handle('/sitemap.xml')).body)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/id`,
      `${ORIGIN}/bycategory`,
      `${ORIGIN}/id/bycategory`,
      `${ORIGIN}/category/welcome-bonus`,
      `${ORIGIN}/id/category/welcome-bonus`,
    ]);
    const unread = createSitemapHandler({
      readBrands: async () => [],
      readListed: async () => Promise.reject(new Error('no lists')),
      origin: ORIGIN,
    });
    expect(locations((await unread('/sitemap.xml')).body)).toHaveLength(8);
  });

  it('becomes a sitemap index past the per-file limit, each part within it', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ slug: `brand-${index}`, lastModified: null }));
    const handle = createSitemapHandler({ readBrands: async () => many, origin: ORIGIN, maxUrls: 25 });
    const entries = sitemapEntries(ORIGIN, many);
    expect(entries).toHaveLength(68);
    const index = await handle('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    expect(locations(index.body)).toEqual([1, 2, 3].map((part) => `${ORIGIN}/sitemap-${part}.xml`));
    const parts = await Promise.all([1, 2, 3].map((part) => handle(`/sitemap-${part}.xml`)));
    expect(parts.map((part) => locations(part.body).length)).toEqual([25, 25, 18]);
    expect(parts.flatMap((part) => locations(part.body))).toEqual(entries.map((entry) => entry.path));
    expect(await handle('/sitemap-4.xml')).toBeNull();
  });

  it('reads the brands at most every few minutes, and again at once after a failure', async () => {
    let now = 0;
    const readBrands = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(brands);
    const handle = createSitemapHandler({ readBrands, origin: ORIGIN, now: () => now });
    const failed = await handle('/sitemap.xml');
    expect(failed.status).toBe(503);
    expect(failed.headers['Cache-Control']).toBe('no-store');
    expect((await handle('/sitemap.xml')).status).toBe(200);
    now += 60_000;
    await handle('/sitemap.xml');
    expect(readBrands).toHaveBeenCalledTimes(2);
    now += 10 * 60_000;
    await handle('/sitemap.xml');
    expect(readBrands).toHaveBeenCalledTimes(3);
  });
});
