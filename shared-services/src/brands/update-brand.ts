import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Timestamp,
} from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { deleteReplacedImages } from '../media/delete-image';
import { stagePromotionWrites, type AnsweredReport } from '../promotions/stage-promotion-writes';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { brandFormSchema, type BrandFormValues } from '../validation/brand-form';
import { brandDocumentFields, denormalisedBrandFields } from './brand-fields';
import { BrandNotFoundError, BrandPermissionError, SlugTakenError } from './brand-errors';
import type { SavedBrand } from './create-brand';
import { isSlugAvailable } from './is-slug-available';
import { suspendedRefusal } from '../admin-users/suspension';
import { stageListingWrite } from '../brand-listing/stage-listing-write';

export const updateBrandInput = z.object({
  brandId: z.string().check(z.minLength(1)),
  values: brandFormSchema,
  actor: actorSchema,
  /** an admin's edit made from a member's report: the promotion's change-log entry names the report */
  answeredReport: z.optional(z.object({ reportId: z.string().check(z.minLength(1)), promotionId: z.string() })),
});

export interface UpdateBrandInput {
  brandId: string;
  values: BrandFormValues;
  actor: Actor;
  answeredReport?: AnsweredReport;
}

function imagesOf(brand: DocumentData, promotions: Iterable<DocumentData>): string[] {
  const urls = [brand.logoImage, brand.coverImage];
  for (const promotion of promotions) urls.push(promotion.image);
  return urls.filter((url): url is string => typeof url === 'string' && url !== '');
}

/**
 * Updates the brand and, in the same batch: moves its brand_slugs reservation when the slug changed,
 * adds/updates/deletes promotions and refreshes their denormalised brand fields. Images the save
 * replaced or removed are deleted from storage afterwards.
 */
export async function updateBrand(
  input: UpdateBrandInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<SavedBrand> {
  const { brandId, values, actor, answeredReport } = updateBrandInput.parse(input);
  const db = firebase.db;
  const brandRef = doc(db, 'brands', brandId);
  const snapshot = await withDeadline(() => getDoc(brandRef));
  if (!snapshot.exists()) throw new BrandNotFoundError();
  const previous = snapshot.data();
  if (actor.role !== 'admin' && previous.createdBy !== actor.uid) throw new BrandPermissionError();

  const previousSlug = typeof previous.slug === 'string' && previous.slug ? previous.slug : null;
  if (!(await isSlugAvailable(values.slug, brandId, firebase))) throw new SlugTakenError(values.slug);
  const [reservation, promotionSnapshot] = await Promise.all([
    getDoc(doc(db, 'brand_slugs', values.slug)),
    getDocs(collection(db, 'brands', brandId, 'promotions')),
  ]);
  const existingPromotions = new Map(promotionSnapshot.docs.map((document) => [document.id, document.data()]));

  const batch = writeBatch(db);
  const brandCreatedAt = (previous.createdAt as Timestamp | undefined) ?? serverTimestamp();
  const counts = stagePromotionWrites(
    batch,
    db,
    brandId,
    values.promotions,
    existingPromotions,
    denormalisedBrandFields(brandId, values, brandCreatedAt),
    actor.role === 'admin' ? answeredReport : undefined,
  );
  const changes = {
    ...brandDocumentFields(values),
    promotionIds: counts.promotionIds,
    // a member can neither set nor clear verified (data-model.md)
    ...(actor.role === 'admin' ? { verified: values.verified } : {}),
    updatedAt: serverTimestamp(),
  };
  batch.update(brandRef, changes);
  stageListingWrite(batch, db, brandId, { ...previous, ...changes });
  if (previousSlug !== values.slug && previousSlug) {
    const oldReservation = await withDeadline(() => getDoc(doc(db, 'brand_slugs', previousSlug)));
    if (oldReservation.exists() && oldReservation.get('brandId') === brandId) {
      // old addresses keep working: the old claim turns into a redirect to this brand, stamped with the
      // rename's server time; it stays this brand's for OLD_ADDRESS_RESERVED_DAYS (no impostor takes its
      // links at once), then any brand may take it over (so it hoards nothing)
      batch.update(doc(db, 'brand_slugs', previousSlug), { redirect: true, redirectedAt: serverTimestamp() });
    }
  }
  // a redirect claim on the new slug (this brand's old address, or another's no longer reserved) becomes
  // this brand's claim
  if (!reservation.exists() || reservation.get('redirect') === true) {
    batch.set(doc(db, 'brand_slugs', values.slug), { brandId, uid: actor.uid });
  }

  await withDeadline(() => batch.commit()).catch(async (error: unknown) => {
    throw (await suspendedRefusal(error, actor.uid, firebase)) ?? error;
  });

  await deleteReplacedImages(
    brandId,
    imagesOf(previous, existingPromotions.values()),
    [values.logoImage, values.coverImage, ...values.promotions.map((promotion) => promotion.image)],
    firebase,
  );
  return { brandId, slug: values.slug, ...counts };
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBrandInput) => updateBrand(input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    },
  });
}
