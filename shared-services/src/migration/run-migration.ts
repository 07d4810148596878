import { useMutation } from '@tanstack/react-query';
import { collection, doc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { z } from 'zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { uploadBrandImage } from '../media/upload-brand-image';
import { errorMessage } from '../model/result';
import { dataUrlToBlob, extensionFor, isBase64Image } from './base64-images';

// spec §9: 500 ms between brands; brand limit options 1/5/10/25/all (default 1)
export const MIGRATION_DELAY_MS = 500;
export const MIGRATION_BRAND_LIMITS = [1, 5, 10, 25, null] as const;
export const RECENTLY_MIGRATED_SHOWN = 5;

export const runMigrationInput = z.object({
  dryRun: z.boolean().default(true),
  /** null = all brands */
  brandLimit: z.number().int().positive().nullable().default(1),
  skipPromotionImages: z.boolean().default(false),
  uid: z.string().min(1),
});

export type RunMigrationInput = z.input<typeof runMigrationInput>;

export interface MigratedBrand {
  id: string;
  name: string;
  images: number;
}

export interface MigrationResult {
  dryRun: boolean;
  brandsProcessed: number;
  brandImagesMigrated: number;
  promotionImagesMigrated: number;
  promotionImagesSkipped: number;
  errors: { brandId: string; brandName: string; message: string }[];
  migratedBrands: MigratedBrand[];
}

export interface MigrationDependencies {
  /** the pause between brands; tests pass a recorder instead of waiting */
  delay?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function upload(
  dataUrl: string,
  kind: 'logo' | 'cover' | 'promotions',
  brand: { id: string; name: string },
  uid: string,
  firebase: FirebaseHandles,
): Promise<string> {
  const blob = dataUrlToBlob(dataUrl);
  const uploaded = await uploadBrandImage(
    { file: blob, kind, brandName: brand.name, brandId: brand.id, uid, fileName: `${kind}.${extensionFor(blob.type)}` },
    firebase,
  );
  return uploaded.url;
}

/**
 * Step 3 (Run): uploads inline base64 images of brands (and their promotions unless skipped) to
 * per-brand folders and replaces them by URLs, stamping migratedAt; a dry run only counts.
 */
export async function runMigration(
  input: RunMigrationInput,
  firebase: FirebaseHandles = getFirebase(),
  dependencies: MigrationDependencies = {},
): Promise<MigrationResult> {
  const { dryRun, brandLimit, skipPromotionImages, uid } = runMigrationInput.parse(input);
  const delay = dependencies.delay ?? wait;
  const result: MigrationResult = {
    dryRun,
    brandsProcessed: 0,
    brandImagesMigrated: 0,
    promotionImagesMigrated: 0,
    promotionImagesSkipped: 0,
    errors: [],
    migratedBrands: [],
  };
  const brands = await getDocs(collection(firebase.db, 'brands'));
  for (const brandDoc of brands.docs) {
    if (brandLimit !== null && result.brandsProcessed >= brandLimit) break;
    const data = brandDoc.data();
    const brand = { id: brandDoc.id, name: typeof data.name === 'string' ? data.name : brandDoc.id };
    const promotions = await getDocs(collection(firebase.db, 'brands', brand.id, 'promotions'));
    const base64Promotions = promotions.docs.filter((promotion) => isBase64Image(promotion.get('image')));
    const brandFields = (['logoImage', 'coverImage'] as const).filter((field) => isBase64Image(data[field]));
    if (brandFields.length === 0 && base64Promotions.length === 0) continue;

    if (result.brandsProcessed > 0) await delay(MIGRATION_DELAY_MS);
    result.brandsProcessed += 1;
    if (skipPromotionImages) result.promotionImagesSkipped += base64Promotions.length;
    const promotionsToMigrate = skipPromotionImages ? [] : base64Promotions;
    if (dryRun) {
      result.brandImagesMigrated += brandFields.length;
      result.promotionImagesMigrated += promotionsToMigrate.length;
      result.migratedBrands.push({ ...brand, images: brandFields.length + promotionsToMigrate.length });
      continue;
    }
    try {
      const updates: Record<string, string> = {};
      for (const field of brandFields) {
        updates[field] = await upload(data[field] as string, field === 'logoImage' ? 'logo' : 'cover', brand, uid, firebase);
      }
      if (brandFields.length > 0 || promotionsToMigrate.length > 0) {
        for (const promotion of promotionsToMigrate) {
          const url = await upload(promotion.get('image') as string, 'promotions', brand, uid, firebase);
          await updateDoc(doc(firebase.db, 'brands', brand.id, 'promotions', promotion.id), {
            image: url,
            brandId: brand.id,
            updatedAt: serverTimestamp(),
          });
          result.promotionImagesMigrated += 1;
        }
        await updateDoc(doc(firebase.db, 'brands', brand.id), {
          ...updates,
          migratedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        result.brandImagesMigrated += brandFields.length;
      }
      result.migratedBrands.push({ ...brand, images: brandFields.length + promotionsToMigrate.length });
    } catch (error) {
      console.error('Migration failed for brand', brand.id, error);
      result.errors.push({ brandId: brand.id, brandName: brand.name, message: errorMessage(error) });
    }
  }
  return result;
}

/** "Recently migrated": the first 5 and how many more (spec §2). */
export function summarizeMigratedBrands(brands: readonly MigratedBrand[]): { shown: MigratedBrand[]; more: number } {
  return { shown: brands.slice(0, RECENTLY_MIGRATED_SHOWN), more: Math.max(0, brands.length - RECENTLY_MIGRATED_SHOWN) };
}

/** Upload errors blocked by the browser open the CORS help panel. */
export function isUploadBlockedError(message: string): boolean {
  return /cors|blocked|preflight|access-control/i.test(message);
}

export function useRunMigration() {
  return useMutation({ mutationFn: (input: RunMigrationInput) => runMigration(input) });
}
