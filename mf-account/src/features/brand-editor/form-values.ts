import {
  brandDefinition,
  formKeys,
  STANDARD_CATEGORIES,
  WELCOME_BONUS,
  type Brand,
  type Promotion,
} from '@bonus-atlas/shared-services';
import { brandFormDefaults, type BrandFormValues, type PromotionFormValues } from '@bonus-atlas/shared-services/manage';

export const emptyPromotion = (): PromotionFormValues => ({
  category: WELCOME_BONUS,
  title: '',
  description: '',
  image: '',
  terms: '',
  gameCategories: [],
  maxBonus: 0,
  turnoverNeeded: 0,
  validUntil: '',
});

/** A new brand's form: every field of the brand's definition, empty (rating 4). */
export const emptyBrandValues = (): BrandFormValues => brandFormDefaults();

function dateInputValue(value: string | Date | null): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

/** A stored brand and its promotions as the form's values. */
export function brandToFormValues(brand: Brand, promotions: readonly Promotion[]): BrandFormValues {
  // every field the brand's definition gives the editor, as stored (a field added there comes along)
  const stored = brand as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(
    formKeys(brandDefinition)
      .map((key) => [key, stored[key]])
      .filter(([, value]) => value !== undefined),
  );
  return {
    ...brandFormDefaults(),
    ...fields,
    verified: brand.verified,
    rating: brand.rating || 1,
    features: [...brand.features],
    promotions: promotions.map((promotion) => ({
      id: promotion.id,
      category: promotion.category || 'Others',
      title: promotion.title,
      description: promotion.description,
      image: promotion.image,
      terms: promotion.terms,
      gameCategories: [...promotion.gameCategories],
      maxBonus: promotion.maxBonus,
      turnoverNeeded: promotion.turnoverNeeded,
      validUntil: dateInputValue(promotion.validUntil),
      ...(promotion.discountValue !== null ? { discountValue: promotion.discountValue } : {}),
    })),
  };
}

/** spec §4/§5: only promotions with an image, title or description are saved. */
export function hasContent(promotion: PromotionFormValues): boolean {
  return Boolean(promotion.image?.trim() || promotion.title?.trim() || promotion.description?.trim());
}

export const isStandardCategory = (category: string) => (STANDARD_CATEGORIES as readonly string[]).includes(category);
