import * as z from '../shared/zod';
import { lenientNumber, text, textList } from './fields';
import { timestampSchema } from './timestamp';
import type { Promotion } from './promotion-facts';

export * from './promotion-facts';

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
