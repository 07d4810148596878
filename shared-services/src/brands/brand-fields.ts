import type { FieldValue, Timestamp } from 'firebase/firestore/lite';
import type { BrandInput } from '../validation/brand-form';
import { brandDefinition } from '../model/brand-definition';
import { documentFields } from '../model/record-definition';

/** The brand document keys a form save writes (data-model.md brands/{brandId}): the definition's editor fields. */
export function brandDocumentFields(input: BrandInput) {
  const { verified: _verified, promotions: _promotions, ...fields } = input;
  return documentFields(brandDefinition, fields);
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
