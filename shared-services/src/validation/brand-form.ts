import * as z from '../shared/zod';
import { hasPromotionContent } from '../model/promotion';
import { MAX_PROMOTIONS_PER_BRAND } from '../model/promotion-limits';
import { SLUG_PATTERN } from '../model/slug';
import { BRAND_FEATURE_MAX, BRAND_FEATURES_MAX, BRAND_TEXT_LIMITS, PROMOTION_TEXT_LIMITS } from './limits';
import { englishMessage as english, type MessageOf } from './messages';

/** The rules' length bounds of the brand form's texts; the inputs stop typing at them too. */
export { BRAND_TEXT_LIMITS, PROMOTION_TEXT_LIMITS };

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));

const optionalText = (max: number, tooLong: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: tooLong })), '');

/** spec §5: websiteUrl optional; if given it must be a valid http(s) URL. */
export function isValidWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const ratingSchema = (message: MessageOf) =>
  z.coerce.number({ error: message('brandRatingRange') }).check(
    z.gte(1, { error: message('brandRatingRange') }),
    z.lte(5, { error: message('brandRatingRange') }),
    // step 0.1, tolerant of binary floating point (4.7 * 10 = 47.00000000000001)
    z.refine((value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, {
      error: message('brandRatingStep'),
    }),
  );

// the rules' bound (Infinity must not pass); like a negative value, a larger one becomes 0
export const PROMOTION_NUMBER_MAX = 10_000_000_000_000;

const nonNegative = (message: MessageOf) =>
  z.catch(z.coerce.number().check(z.gte(0, { error: message('promotionNumberMin') }), z.lte(PROMOTION_NUMBER_MAX)), 0);

/** A promotion of the brand form, its errors worded by `message`. */
export function createPromotionFormSchema(message: MessageOf = english) {
  return z.object({
    id: z.optional(z.string()),
    category: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(PROMOTION_TEXT_LIMITS.category, { error: message('promotionCategoryTooLong') })),
      'Others',
    ),
    title: optionalText(PROMOTION_TEXT_LIMITS.title, message('promotionTitleTooLong')),
    description: optionalText(PROMOTION_TEXT_LIMITS.description, message('promotionDescriptionTooLong')),
    image: z._default(z.string().check(z.trim()), ''),
    terms: optionalText(PROMOTION_TEXT_LIMITS.terms, message('promotionTermsTooLong')),
    gameCategories: z._default(z.array(z.string()), []),
    maxBonus: z._default(nonNegative(message), 0),
    turnoverNeeded: z._default(nonNegative(message), 0),
    validUntil: z.optional(z.nullable(z.string())),
    discountValue: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  });
}

export const promotionFormSchema = createPromotionFormSchema();

export type PromotionFormValues = z.input<typeof promotionFormSchema>;
export type PromotionInput = z.output<typeof promotionFormSchema>;

/** spec §5 brand form: required texts trimmed, slug rules, optional valid URL, rating 1–5 step 0.1. */
export function createBrandFormSchema(message: MessageOf = english) {
  return z.object({
    name: requiredText(message('brandNameRequired'), BRAND_TEXT_LIMITS.name, message('brandNameTooLong')),
    slug: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: message('brandSlugRequired') }),
        z.maxLength(BRAND_TEXT_LIMITS.slug, { error: message('brandSlugTooLong') }),
        z.regex(SLUG_PATTERN, { error: message('brandSlugInvalid') }),
      ),
    description: requiredText(
      message('brandDescriptionRequired'),
      BRAND_TEXT_LIMITS.description,
      message('brandDescriptionTooLong'),
    ),
    welcomeBonus: requiredText(
      message('brandWelcomeBonusRequired'),
      BRAND_TEXT_LIMITS.welcomeBonus,
      message('brandWelcomeBonusTooLong'),
    ),
    websiteUrl: optionalText(BRAND_TEXT_LIMITS.websiteUrl, message('brandWebsiteTooLong')).check(
      z.refine((value: string) => value === '' || isValidWebsiteUrl(value), {
        error: message('brandWebsiteInvalid'),
      }),
    ),
    verified: z._default(z.boolean(), false),
    acceptsCrypto: z._default(z.boolean(), false),
    rating: ratingSchema(message),
    logoImage: z._default(z.string().check(z.trim()), ''),
    coverImage: z._default(z.string().check(z.trim()), ''),
    // the rules' bounds: at most 10 features of 100 characters
    features: z
      .pipe(
        z._default(
          z.array(
            z.string().check(z.trim(), z.maxLength(BRAND_FEATURE_MAX, { error: message('brandFeatureTooLong') })),
          ),
          [],
        ),
        // one line each (the rules check the list joined by line breaks)
        z.transform((list: string[]) => list.map((item) => item.replace(/\s*[\r\n]+\s*/g, ' ')).filter(Boolean)),
      )
      .check(
        z.refine((list: string[]) => list.length <= BRAND_FEATURES_MAX, { error: message('brandFeaturesTooMany') }),
      ),
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
