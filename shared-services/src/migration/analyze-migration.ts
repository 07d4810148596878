import { useMutation, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs } from 'firebase/firestore/lite';
import { isBase64Image } from './base64-images';

export interface MigrationAnalysis {
  totalBrands: number;
  brandsWithBase64: number;
  brandImages: number;
  promotionImages: number;
  totalImages: number;
}

export const MIGRATION_MESSAGES = {
  analysisFailed: 'Analysis failed',
  migrationFailed: 'Migration failed',
} as const;

/** Step 1 (Analyze Database): counts images still stored inline as base64. */
export async function analyzeMigration(firebase: FirebaseHandles = getFirebase()): Promise<MigrationAnalysis> {
  const brands = await getDocs(collection(firebase.db, 'brands'));
  const analysis: MigrationAnalysis = {
    totalBrands: brands.size,
    brandsWithBase64: 0,
    brandImages: 0,
    promotionImages: 0,
    totalImages: 0,
  };
  for (const brand of brands.docs) {
    const data = brand.data();
    const brandImages = [data.logoImage, data.coverImage].filter(isBase64Image).length;
    const promotions = await getDocs(collection(firebase.db, 'brands', brand.id, 'promotions'));
    const promotionImages = promotions.docs.filter((promotion) => isBase64Image(promotion.get('image'))).length;
    if (brandImages + promotionImages > 0) analysis.brandsWithBase64 += 1;
    analysis.brandImages += brandImages;
    analysis.promotionImages += promotionImages;
  }
  analysis.totalImages = analysis.brandImages + analysis.promotionImages;
  return analysis;
}

export function useAnalyzeMigration() {
  return useMutation({ mutationFn: () => analyzeMigration() });
}
