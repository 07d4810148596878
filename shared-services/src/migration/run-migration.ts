import { useMutation, getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { uploadBrandImage } from '../media/upload-brand-image';
import { errorMessage } from '../model/result';
import { dataUrlToBlob, extensionFor, isBase64Image } from './base64-images';
import { stageListingWrite } from '../brand-listing/stage-listing-write';

// spec §9: 500 ms between brands; brand limit options 1/5/10/25/all (default 1)
export const MIGRATION_DELAY_MS = 500;
export const MIGRATION_BRAND_LIMITS = [1, 5, 10, 25, null] as const;
export const RECENTLY_MIGRATED_SHOWN = 5;

export const runMigrationInput = z.object({
  dryRun: z._default(z.boolean(), true),
  /** null = all brands */
  brandLimit: z._default(z.nullable(z.number().check(z.int(), z.positive())), 1),
  skipPromotionImages: z._default(z.boolean(), false),
  uid: z.string().check(z.minLength(1)),
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

/** Where one brand stands during a run (the page draws a progress bar per brand). */
export interface BrandMigrationProgress {
  brandId: string;
  brandName: string;
  /** images uploaded so far (a dry run counts them all at once) */
  done: number;
  total: number;
  state: 'waiting' | 'running' | 'done' | 'failed';
}

export interface MigrationDependencies {
  /** the pause between brands; tests pass a recorder instead of waiting */
  delay?: (ms: number) => Promise<void>;
  /** called with every brand's state: first all planned brands as waiting, then as each moves on */
  onProgress?: (progress: BrandMigrationProgress) => void;
}

interface PlannedBrand {
  id: string;
  name: string;
  brandFields: ('logoImage' | 'coverImage')[];
  data: Record<string, unknown>;
  base64Promotions: QueryDocumentSnapshot[];
  promotions: QueryDocumentSnapshot[];
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
    { file: blob, kind, brandId: brand.id, uid, fileName: `${kind}.${extensionFor(blob.type)}` },
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
  const report = dependencies.onProgress ?? (() => {});
  const plan: PlannedBrand[] = [];
  const brands = await getDocs(collection(firebase.db, 'brands'));
  for (const brandDoc of brands.docs) {
    if (brandLimit !== null && plan.length >= brandLimit) break;
    const data = brandDoc.data();
    const promotions = await getDocs(collection(firebase.db, 'brands', brandDoc.id, 'promotions'));
    const base64Promotions = promotions.docs.filter((promotion) => isBase64Image(promotion.get('image')));
    const brandFields = (['logoImage', 'coverImage'] as const).filter((field) => isBase64Image(data[field]));
    if (brandFields.length === 0 && base64Promotions.length === 0) continue;
    const name = typeof data.name === 'string' ? data.name : brandDoc.id;
    plan.push({ id: brandDoc.id, name, brandFields, data, base64Promotions, promotions: promotions.docs });
  }
  const imagesOf = (brand: PlannedBrand) =>
    brand.brandFields.length + (skipPromotionImages ? 0 : brand.base64Promotions.length);
  for (const brand of plan) {
    report({ brandId: brand.id, brandName: brand.name, done: 0, total: imagesOf(brand), state: 'waiting' });
  }

  for (const brand of plan) {
    if (result.brandsProcessed > 0) await delay(MIGRATION_DELAY_MS);
    result.brandsProcessed += 1;
    const total = imagesOf(brand);
    const progress = { brandId: brand.id, brandName: brand.name, total };
    if (skipPromotionImages) result.promotionImagesSkipped += brand.base64Promotions.length;
    const promotionsToMigrate = skipPromotionImages ? [] : brand.base64Promotions;
    if (dryRun) {
      result.brandImagesMigrated += brand.brandFields.length;
      result.promotionImagesMigrated += promotionsToMigrate.length;
      result.migratedBrands.push({ id: brand.id, name: brand.name, images: total });
      report({ ...progress, done: total, state: 'done' });
      continue;
    }
    let done = 0;
    report({ ...progress, done, state: 'running' });
    try {
      const brandUpdates: Record<string, string> = {};
      for (const field of brand.brandFields) {
        brandUpdates[field] = await upload(
          brand.data[field] as string,
          field === 'logoImage' ? 'logo' : 'cover',
          brand,
          uid,
          firebase,
        );
        report({ ...progress, done: ++done, state: 'running' });
      }
      const promotionImages = new Map<string, string>();
      for (const promotion of promotionsToMigrate) {
        promotionImages.set(
          promotion.id,
          await upload(promotion.get('image') as string, 'promotions', brand, uid, firebase),
        );
        report({ ...progress, done: ++done, state: 'running' });
      }
      // One commit per brand: the brand's new URLs and its promotions' images and denormalised logo
      // copy change together (the rules require a promotion's brandLogo to equal its brand's logo).
      const batch = writeBatch(firebase.db);
      const changes = { ...brandUpdates, migratedAt: serverTimestamp(), updatedAt: serverTimestamp() };
      batch.update(doc(firebase.db, 'brands', brand.id), changes);
      // the listing's card shows the new logo and cover too
      stageListingWrite(batch, firebase.db, brand.id, { ...brand.data, ...changes });
      for (const promotion of brand.promotions) {
        const image = promotionImages.get(promotion.id);
        const logo = brandUpdates.logoImage;
        if (image === undefined && logo === undefined) continue;
        batch.update(promotion.ref, {
          ...(image !== undefined ? { image } : {}),
          ...(logo !== undefined ? { brandLogo: logo } : {}),
          updatedAt: serverTimestamp(),
        });
      }
      await withDeadline(() => batch.commit());
      result.brandImagesMigrated += brand.brandFields.length;
      result.promotionImagesMigrated += promotionImages.size;
      result.migratedBrands.push({ id: brand.id, name: brand.name, images: total });
      report({ ...progress, done, state: 'done' });
    } catch (error) {
      console.error('Migration failed for brand', brand.id, error);
      result.errors.push({ brandId: brand.id, brandName: brand.name, message: errorMessage(error) });
      report({ ...progress, done, state: 'failed' });
    }
  }
  return result;
}

/** "Recently migrated": the first 5 and how many more (spec §2). */
export function summarizeMigratedBrands(brands: readonly MigratedBrand[]): { shown: MigratedBrand[]; more: number } {
  return {
    shown: brands.slice(0, RECENTLY_MIGRATED_SHOWN),
    more: Math.max(0, brands.length - RECENTLY_MIGRATED_SHOWN),
  };
}

/** Upload errors blocked by the browser open the CORS help panel. */
export function isUploadBlockedError(message: string): boolean {
  return /cors|blocked|preflight|access-control/i.test(message);
}

export function useRunMigration(onProgress?: (progress: BrandMigrationProgress) => void) {
  return useMutation({ mutationFn: (input: RunMigrationInput) => runMigration(input, getFirebase(), { onProgress }) });
}
