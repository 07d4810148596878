import type { CatalogBrand } from './catalog-brand';

/** /brand/{slug-or-id}: the slug when there is one (spec §3: slug falls back to id). */
export function brandPath(brand: Pick<CatalogBrand, 'id' | 'slug'>): string {
  return `/brand/${encodeURIComponent(brand.slug || brand.id)}`;
}

/** spec §9: the welcome bonus shows 100% when a brand has none. */
export function welcomeBonusText(welcomeBonus: string, fallback: string): string {
  return welcomeBonus.trim() || fallback;
}
