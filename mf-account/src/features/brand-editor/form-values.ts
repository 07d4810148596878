import { STANDARD_CATEGORIES, WELCOME_BONUS, type Brand, type Promotion } from '@bonus-atlas/shared-services';
import { type BrandFormValues, type PromotionFormValues } from '@bonus-atlas/shared-services/manage';

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

export const emptyBrandValues = (): BrandFormValues => ({
  name: '',
  slug: '',
  description: '',
  welcomeBonus: '',
  websiteUrl: '',
  verified: false,
  acceptsCrypto: false,
  rating: 4,
  logoImage: '',
  coverImage: '',
  features: [],
  promotions: [],
});

function dateInputValue(value: string | Date | null): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

/** A stored brand and its promotions as the form's values. */
export function brandToFormValues(brand: Brand, promotions: readonly Promotion[]): BrandFormValues {
  return {
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    welcomeBonus: brand.welcomeBonus,
    websiteUrl: brand.websiteUrl,
    verified: brand.verified,
    acceptsCrypto: brand.acceptsCrypto,
    rating: brand.rating || 1,
    logoImage: brand.logoImage,
    coverImage: brand.coverImage,
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
