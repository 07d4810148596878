/**
 * The promotion fields this remote displays. shared-services' `Promotion` (a cross-brand listing
 * row with the denormalised brand fields) satisfies it structurally, so callers pass theirs as is.
 */
export interface PromotionView {
  id: string;
  brandId: string;
  brandName: string;
  brandSlug: string;
  brandLogo: string;
  brandWebsite: string;
  category: string;
  title: string;
  description: string;
  image: string;
  terms: string;
  gameCategories: string[];
  maxBonus: number;
  turnoverNeeded: number;
  /** The end date as stored (`YYYY-MM-DD` or a moment); none: runs without an end. */
  validUntil?: string | Date | null;
  /** When the owner or an admin last confirmed the terms. */
  verifiedAt?: Date | null;
}

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
