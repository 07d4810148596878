import type { FieldValue, Timestamp } from 'firebase/firestore/lite';
import type { BrandInput } from '../validation/brand-form';

/** The brand document keys a form save writes (data-model.md brands/{brandId}). */
export function brandDocumentFields(input: BrandInput) {
  return {
    name: input.name,
    slug: input.slug,
    description: input.description,
    welcomeBonus: input.welcomeBonus,
    websiteUrl: input.websiteUrl,
    acceptsCrypto: input.acceptsCrypto,
    rating: input.rating,
    logoImage: input.logoImage,
    coverImage: input.coverImage,
    features: input.features,
  };
}

export interface DenormalisedBrandFields {
  brandId: string;
  brandName: string;
  brandSlug: string;
  brandLogo: string;
  brandWebsite: string;
  brandRating: number;
  brandCreatedAt: Timestamp | FieldValue | Date;
}

/** The brand fields every promotion carries so the cross-brand listing needs no per-brand reads. */
export function denormalisedBrandFields(
  brandId: string,
  brand: { name: string; slug: string; logoImage: string; websiteUrl: string; rating: number },
  brandCreatedAt: DenormalisedBrandFields['brandCreatedAt'],
): DenormalisedBrandFields {
  return {
    brandId,
    brandName: brand.name,
    brandSlug: brand.slug,
    brandLogo: brand.logoImage,
    brandWebsite: brand.websiteUrl,
    brandRating: brand.rating,
    brandCreatedAt,
  };
}
