// A promotion's shape and rules without the stored record's schema (./promotion), so a page that only shows them does not load zod.

export interface Promotion {
  id: string;
  category: string;
  title: string;
  description: string;
  image: string;
  terms: string;
  gameCategories: string[];
  maxBonus: number;
  /** One field whether the document says turnoverNeeded or turnoverMultiplier (spec §3). */
  turnoverNeeded: number;
  validUntil: string | Date | null;
  discountValue: number | string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  brandId: string;
  brandName: string;
  brandSlug: string;
  brandLogo: string;
  brandWebsite: string;
  brandRating: number;
  brandCreatedAt: Date | null;
  /** When the owner or an admin last confirmed the terms (or resolved a report on them). */
  verifiedAt?: Date | null;
  verifiedBy?: string;
}

/** spec §5: a promotion is saved only if it has an image, title or description. */
export function hasPromotionContent(promotion: { image?: string; title?: string; description?: string }): boolean {
  return [promotion.image, promotion.title, promotion.description].some((value) => (value ?? '').trim() !== '');
}

/** Welcome bonus table (spec §2): only promotions whose maxBonus or turnover is above 0. */
export function isComparableWelcomeBonus(promotion: Pick<Promotion, 'maxBonus' | 'turnoverNeeded'>): boolean {
  return promotion.maxBonus > 0 || promotion.turnoverNeeded > 0;
}
