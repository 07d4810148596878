import type { PromotionView } from '@bonus-atlas/shared-services';

/** The `?promo=<brandId>/<promotionId>` deep-link value of a promotion. */
export function promotionDeepLink(promotion: Pick<PromotionView, 'brandId' | 'id'>): string {
  return `${promotion.brandId}/${promotion.id}`;
}

/** Parses `?promo=<brandId>/<promotionId>`; null for anything else. */
export function parsePromotionDeepLink(value: string | null): { brandId: string; promotionId: string } | null {
  const match = value ? /^([^/]+)\/([^/]+)$/.exec(value) : null;
  return match?.[1] && match[2] ? { brandId: match[1], promotionId: match[2] } : null;
}

/** The brand page route (spec §2: /brand/{slug-or-id}). */
export function brandPagePath(promotion: Pick<PromotionView, 'brandSlug' | 'brandId'>): string {
  return `/brand/${encodeURIComponent(promotion.brandSlug || promotion.brandId)}`;
}
