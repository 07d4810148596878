import { promotionDefinition } from './promotion-definition';
import { recordSchemaOf } from './record-schema';
import type { Promotion } from './promotion-facts';

export * from './promotion-facts';

/** brands/{brandId}/promotions/{id} as stored, with the denormalised brand fields (lenient), from its definition. */
export const promotionRecordSchema = recordSchemaOf(promotionDefinition);

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
