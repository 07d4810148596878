import { z } from 'zod';
import { SLUG_PATTERN } from '../model/slug';
import { validationMessages, type ValidationMessageKey } from './messages';

/** How a schema words its errors: the English text by default; forms pass `(key) => key` and translate the key. */
export type MessageOf = (key: ValidationMessageKey) => string;
const english: MessageOf = (key) => validationMessages[key];

const requiredText = (message: string, max: number) => z.string().trim().min(1, { error: message }).max(max);

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
  z.coerce
    .number({ error: message('brandRatingRange') })
    .min(1, { error: message('brandRatingRange') })
    .max(5, { error: message('brandRatingRange') })
    // step 0.1, tolerant of binary floating point (4.7 * 10 = 47.00000000000001)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, { error: message('brandRatingStep') });

// the rules' bound (issue 13: Infinity was accepted); like a negative value, a larger one becomes 0
export const PROMOTION_NUMBER_MAX = 10_000_000_000_000;

const nonNegative = (message: MessageOf) =>
  z.coerce
    .number()
    .min(0, { error: message('promotionNumberMin') })
    .max(PROMOTION_NUMBER_MAX)
    .catch(0);

/** A promotion of the brand form, its errors worded by `message`. */
export function createPromotionFormSchema(message: MessageOf = english) {
  return z.object({
    id: z.string().optional(),
    category: z.string().trim().max(100).default('Others'),
    title: z.string().trim().max(200).default(''),
    description: z.string().trim().max(10000).default(''),
    image: z.string().trim().default(''),
    terms: z.string().trim().max(5000).default(''),
    gameCategories: z.array(z.string()).default([]),
    maxBonus: nonNegative(message).default(0),
    turnoverNeeded: nonNegative(message).default(0),
    validUntil: z.string().nullable().optional(),
    discountValue: z.union([z.number(), z.string()]).nullable().optional(),
  });
}

export const promotionFormSchema = createPromotionFormSchema();

export type PromotionFormValues = z.input<typeof promotionFormSchema>;
export type PromotionInput = z.output<typeof promotionFormSchema>;

/** spec §5 brand form: required texts trimmed, slug rules, optional valid URL, rating 1–5 step 0.1. */
export function createBrandFormSchema(message: MessageOf = english) {
  return z.object({
    name: requiredText(message('brandNameRequired'), 100),
    slug: z
      .string()
      .trim()
      .min(1, { error: message('brandSlugRequired') })
      .max(100)
      .regex(SLUG_PATTERN, { error: message('brandSlugInvalid') }),
    description: requiredText(message('brandDescriptionRequired'), 5000),
    welcomeBonus: requiredText(message('brandWelcomeBonusRequired'), 200),
    websiteUrl: z
      .string()
      .trim()
      .max(500)
      .default('')
      .refine((value) => value === '' || isValidWebsiteUrl(value), { error: message('brandWebsiteInvalid') }),
    verified: z.boolean().default(false),
    acceptsCrypto: z.boolean().default(false),
    rating: ratingSchema(message),
    logoImage: z.string().trim().default(''),
    coverImage: z.string().trim().default(''),
    // the rules' bounds: at most 10 features of 100 characters
    features: z
      .array(z.string().trim().max(100, { error: message('brandFeatureTooLong') }))
      .default([])
      .transform((list) => list.filter(Boolean))
      .refine((list) => list.length <= 10, { error: message('brandFeaturesTooMany') }),
    promotions: z.array(createPromotionFormSchema(message)).default([]),
  });
}

export const brandFormSchema = createBrandFormSchema();

export type BrandFormValues = z.input<typeof brandFormSchema>;
export type BrandInput = z.output<typeof brandFormSchema>;
