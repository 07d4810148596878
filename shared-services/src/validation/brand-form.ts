import { z } from 'zod';
import { SLUG_PATTERN } from '../model/slug';
import { validationMessages as m } from './messages';

const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, { error: message }).max(max);

/** spec §5: websiteUrl optional; if given it must be a valid http(s) URL. */
export function isValidWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const ratingSchema = z.coerce
  .number({ error: m.brandRatingRange })
  .min(1, { error: m.brandRatingRange })
  .max(5, { error: m.brandRatingRange })
  // step 0.1, tolerant of binary floating point (4.7 * 10 = 47.00000000000001)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, { error: m.brandRatingStep });

const nonNegative = z.coerce.number().min(0, { error: m.promotionNumberMin }).catch(0);

export const promotionFormSchema = z.object({
  id: z.string().optional(),
  category: z.string().trim().max(100).default('Others'),
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(10000).default(''),
  image: z.string().trim().default(''),
  terms: z.string().trim().max(5000).default(''),
  gameCategories: z.array(z.string()).default([]),
  maxBonus: nonNegative.default(0),
  turnoverNeeded: nonNegative.default(0),
  validUntil: z.string().nullable().optional(),
  discountValue: z.union([z.number(), z.string()]).nullable().optional(),
});

export type PromotionFormValues = z.input<typeof promotionFormSchema>;
export type PromotionInput = z.output<typeof promotionFormSchema>;

/** spec §5 brand form: required texts trimmed, slug rules, optional valid URL, rating 1–5 step 0.1. */
export const brandFormSchema = z.object({
  name: requiredText(m.brandNameRequired, 100),
  slug: z
    .string()
    .trim()
    .min(1, { error: m.brandSlugRequired })
    .max(100)
    .regex(SLUG_PATTERN, { error: m.brandSlugInvalid }),
  description: requiredText(m.brandDescriptionRequired, 5000),
  welcomeBonus: requiredText(m.brandWelcomeBonusRequired, 200),
  websiteUrl: z
    .string()
    .trim()
    .max(500)
    .default('')
    .refine((value) => value === '' || isValidWebsiteUrl(value), { error: m.brandWebsiteInvalid }),
  verified: z.boolean().default(false),
  acceptsCrypto: z.boolean().default(false),
  rating: ratingSchema,
  logoImage: z.string().trim().default(''),
  coverImage: z.string().trim().default(''),
  features: z.array(z.string().trim()).default([]).transform((list) => list.filter(Boolean)),
  promotions: z.array(promotionFormSchema).default([]),
});

export type BrandFormValues = z.input<typeof brandFormSchema>;
export type BrandInput = z.output<typeof brandFormSchema>;
