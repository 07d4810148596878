import { loadDomain } from '../services/load-services';

export interface SitemapBrand {
  slug: string;
  /** ISO time of the brand's last change (its `updatedAt`, else `createdAt`), or null when it has neither. */
  lastModified: string | null;
}

/**
 * The brands the sitemap lists, read the way the server render reads them (shared-services' brand
 * list: the same query, deadlines, retries and breaker), so the sitemap names exactly the pages the
 * site serves.
 */
export async function sitemapBrands(): Promise<SitemapBrand[]> {
  const { brands } = await (await loadDomain()).loadBrands();
  return brands.map((brand) => ({
    slug: brand.slug,
    lastModified: (brand.updatedAt ?? brand.createdAt)?.toISOString() ?? null,
  }));
}
