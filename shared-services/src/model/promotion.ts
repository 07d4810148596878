import * as z from '../shared/zod';
import { lenientNumber, text, textList } from './fields';
import { timestampSchema } from './timestamp';

/** brands/{brandId}/promotions/{id} as stored, with the denormalised brand fields (lenient). */
export const promotionRecordSchema = z.object({
  category: text,
  title: text,
  description: text,
  image: text,
  terms: text,
  gameCategories: textList,
  maxBonus: lenientNumber,
  turnoverNeeded: z.optional(z.unknown()),
  turnoverMultiplier: z.optional(z.unknown()),
  validUntil: z.optional(z.unknown()),
  discountValue: z.optional(z.unknown()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  brandId: text,
  brandName: text,
  brandSlug: text,
  brandLogo: text,
  brandWebsite: text,
  brandRating: lenientNumber,
  brandCreatedAt: timestampSchema,
  verifiedAt: timestampSchema,
  verifiedBy: text,
});

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

function toNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

export function toPromotion(id: string, data: unknown, parentBrandId?: string): Promotion {
  const { turnoverNeeded, turnoverMultiplier, validUntil, discountValue, ...record } = promotionRecordSchema.parse(
    data ?? {},
  );
  const validDate = validUntil instanceof Date ? validUntil : null;
  const validTimestamp =
    typeof validUntil === 'object' && validUntil !== null && 'toDate' in validUntil
      ? (validUntil as { toDate(): Date }).toDate()
      : null;
  return {
    ...record,
    id,
    brandId: record.brandId || parentBrandId || '',
    turnoverNeeded: toNumber(turnoverNeeded) ?? toNumber(turnoverMultiplier) ?? 0,
    validUntil: typeof validUntil === 'string' ? validUntil : (validDate ?? validTimestamp),
    discountValue: typeof discountValue === 'number' || typeof discountValue === 'string' ? discountValue : null,
  };
}

/** spec §5: a promotion is saved only if it has an image, title or description. */
export function hasPromotionContent(promotion: { image?: string; title?: string; description?: string }): boolean {
  return [promotion.image, promotion.title, promotion.description].some((value) => (value ?? '').trim() !== '');
}

/** Welcome bonus table (spec §2): only promotions whose maxBonus or turnover is above 0. */
export function isComparableWelcomeBonus(promotion: Pick<Promotion, 'maxBonus' | 'turnoverNeeded'>): boolean {
  return promotion.maxBonus > 0 || promotion.turnoverNeeded > 0;
}
