import {
  brandDefinition,
  formKeys,
  promotionDefinition,
  STANDARD_CATEGORIES,
  type Brand,
  type Promotion,
  type RecordDefinition,
} from '@bonus-atlas/shared-services';
import {
  brandFormDefaults,
  promotionFormDefaults,
  type BrandFormValues,
  type PromotionFormValues,
} from '@bonus-atlas/shared-services/manage';

/** A new promotion's form: every field of the promotion's definition, empty (a welcome bonus). */
export const emptyPromotion = (): PromotionFormValues => promotionFormDefaults();

/** A new brand's form: every field of the brand's definition, empty (rating 4). */
export const emptyBrandValues = (): BrandFormValues => brandFormDefaults();

function dateInputValue(value: string | Date | null): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

/** Every field a record's definition gives the editor, as stored (a field added there comes along). */
function storedFormFields(definition: RecordDefinition, record: object): Record<string, unknown> {
  const stored = record as Record<string, unknown>;
  return Object.fromEntries(
    formKeys(definition)
      .map((key) => [key, stored[key]])
      .filter(([, value]) => value !== undefined && value !== null),
  );
}

/** A stored brand and its promotions as the form's values. */
export function brandToFormValues(brand: Brand, promotions: readonly Promotion[]): BrandFormValues {
  return {
    ...brandFormDefaults(),
    ...storedFormFields(brandDefinition, brand),
    verified: brand.verified,
    rating: brand.rating || 1,
    features: [...brand.features],
    promotions: promotions.map((promotion) => ({
      ...promotionFormDefaults(),
      ...storedFormFields(promotionDefinition, promotion),
      id: promotion.id,
      category: promotion.category || 'Others',
      gameCategories: [...promotion.gameCategories],
      validUntil: dateInputValue(promotion.validUntil),
    })),
  };
}

/** spec §4/§5: only promotions with an image, title or description are saved. */
export function hasContent(promotion: PromotionFormValues): boolean {
  return Boolean(promotion.image?.trim() || promotion.title?.trim() || promotion.description?.trim());
}

export const isStandardCategory = (category: string) => (STANDARD_CATEGORIES as readonly string[]).includes(category);
