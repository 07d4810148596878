import * as z from '../shared/zod';
import { brandDefinition } from '../model/brand-definition';
import { hasPromotionContent } from '../model/promotion';
import { PROMOTION_AMOUNT_MAX, promotionDefinition } from '../model/promotion-definition';
import { MAX_PROMOTIONS_PER_BRAND } from '../model/promotion-limits';
import { formDefaults } from '../model/record-definition';
import { BRAND_TEXT_LIMITS, PROMOTION_TEXT_LIMITS } from './limits';
import { englishMessage as english, type MessageOf } from './messages';
import { formShapeOf } from './record-form';

export { isValidWebsiteUrl } from './record-form';

/** The rules' length bounds of the brand form's texts; the inputs stop typing at them too. */
export { BRAND_TEXT_LIMITS, PROMOTION_TEXT_LIMITS };

// the rules' bound (Infinity must not pass); like a negative value, a larger one becomes 0
export const PROMOTION_NUMBER_MAX = PROMOTION_AMOUNT_MAX;

/**
 * A promotion of the brand form, from the promotion's definition (model/promotion-definition.ts), its
 * errors worded by `message`: texts trimmed within their limits, a blank category filed under Others,
 * amounts that cannot be stored read as 0, at most the five game categories; with the stored id.
 */
export function createPromotionFormSchema(message: MessageOf = english) {
  return z.object({
    id: z.optional(z.string()),
    ...formShapeOf(promotionDefinition, message),
  });
}

export const promotionFormSchema = createPromotionFormSchema();

export type PromotionFormValues = z.input<typeof promotionFormSchema>;
export type PromotionInput = z.output<typeof promotionFormSchema>;

/**
 * spec §5 brand form, from the brand's definition (model/brand-definition.ts): required texts trimmed,
 * slug rules, optional valid URL, rating 1–5 step 0.1, at most 10 one-line features; with the admin's
 * verified flag and the brand's promotions.
 */
export function createBrandFormSchema(message: MessageOf = english) {
  return z.object({
    ...formShapeOf(brandDefinition, message),
    verified: z._default(z.boolean(), false),
    promotions: z
      ._default(z.array(createPromotionFormSchema(message)), [])
      .check(
        z.refine(
          (list: { image?: string; title?: string; description?: string }[]) =>
            list.filter(hasPromotionContent).length <= MAX_PROMOTIONS_PER_BRAND,
          { error: message('brandPromotionsTooMany') },
        ),
      ),
  });
}

export const brandFormSchema = createBrandFormSchema();

export type BrandFormValues = z.input<typeof brandFormSchema>;
export type BrandInput = z.output<typeof brandFormSchema>;

/** A new promotion's values in the brand form, from the promotion's definition. */
export function promotionFormDefaults(): PromotionFormValues {
  return formDefaults(promotionDefinition);
}

/** An empty brand form's values, from the brand's definition. */
export function brandFormDefaults(): BrandFormValues {
  return { ...formDefaults(brandDefinition), verified: false, promotions: [] };
}
