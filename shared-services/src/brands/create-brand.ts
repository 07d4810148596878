import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  isDeadlineExceeded,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { hasPromotionContent } from '../model/promotion-facts';
import { stagePromotionWrites, type PromotionWriteCounts } from '../promotions/stage-promotion-writes';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { brandFormSchema, type BrandFormValues } from '../validation/brand-form';
import { brandDocumentFields, denormalisedBrandFields } from './brand-fields';
import { BrandPermissionError, SlugTakenError } from './brand-errors';
import { updateBrand } from './update-brand';
import { isSlugAvailable } from './is-slug-available';
import { suspendedRefusal } from '../admin-users/suspension';
import { stageListingWrite } from '../brand-listing/stage-listing-write';

export const createBrandInput = z.object({
  values: brandFormSchema,
  actor: actorSchema,
  /** optional pre-allocated id (images uploaded before the first save use it for their folder) */
  brandId: z.optional(z.string().check(z.minLength(1))),
});

export interface CreateBrandInput {
  values: BrandFormValues;
  actor: Actor;
  brandId?: string;
}

export interface SavedBrand extends PromotionWriteCounts {
  brandId: string;
  slug: string;
}

/** A fresh brands/{id} id without writing anything. */
export function newBrandId(firebase: FirebaseHandles = getFirebase()): string {
  return doc(collection(firebase.db, 'brands')).id;
}

/**
 * Creates the brand, reserves brand_slugs/{slug} and writes its promotions in ONE batch, so two users
 * can never take one slug (the second commit is refused by the rules). Safe to retry under the same
 * brand id: a commit whose answer was lost is read back, and a retry finds the brand its earlier attempt
 * stored and saves the form onto it.
 */
export async function createBrand(
  input: CreateBrandInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<SavedBrand> {
  const { values, actor, brandId: presetId } = createBrandInput.parse(input);
  const brandId = presetId ?? newBrandId(firebase);
  const db = firebase.db;
  const brandRef = doc(db, 'brands', brandId);
  // A retry of a save whose answer was lost after it was stored: the brand is there, created by this
  // member. Writing it as new again would be refused (a create on an existing document is an update);
  // the save goes on as an edit of it instead, with what the form holds now.
  const earlier = presetId ? await withDeadline(() => getDoc(brandRef)) : null;
  if (earlier?.exists()) {
    if (earlier.get('createdBy') !== actor.uid) throw new BrandPermissionError();
    return updateBrand({ brandId, values: onStoredPromotions(values, earlier.get('promotionIds')), actor }, firebase);
  }
  if (!(await isSlugAvailable(values.slug, brandId, firebase))) throw new SlugTakenError(values.slug);

  const batch = writeBatch(db);
  const fields = brandDocumentFields(values);
  const counts = stagePromotionWrites(
    batch,
    db,
    brandId,
    values.promotions,
    new Map(),
    denormalisedBrandFields(brandId, values, serverTimestamp()),
  );
  const stored = {
    ...fields,
    promotionIds: counts.promotionIds,
    // data-model.md: only an admin may set verified
    verified: actor.role === 'admin' ? values.verified : false,
    createdBy: actor.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  batch.set(brandRef, stored);
  stageListingWrite(batch, db, brandId, stored);
  // the claim names its claimant (firestore.rules)
  batch.set(doc(db, 'brand_slugs', values.slug), { brandId, uid: actor.uid });
  // images uploaded before this first save were written under a brand_drafts claim; the brand's owner
  // takes over its folder now (deleting a draft that was never written is allowed, so a retry is safe)
  batch.delete(doc(db, 'brand_drafts', brandId));
  try {
    await withDeadline(() => batch.commit());
  } catch (error) {
    const suspended = await suspendedRefusal(error, actor.uid, firebase);
    if (suspended) throw suspended;
    // the commit may have reached the server and only its answer been lost: read it back (not after the
    // deadline, when the read would only add its own on the same stalled line; the retry finds it then)
    if (!isDeadlineExceeded(error)) {
      const stored = await withDeadline(() => getDoc(brandRef)).catch(() => null);
      if (stored?.exists() && stored.get('createdBy') === actor.uid) return { brandId, slug: values.slug, ...counts };
    }
    // a concurrent save may have reserved the slug between our check and the commit
    if (!(await isSlugAvailable(values.slug, brandId, firebase).catch(() => true)))
      throw new SlugTakenError(values.slug);
    throw error;
  }
  return { brandId, slug: values.slug, ...counts };
}

/**
 * The form's promotions on the ids an earlier attempt of the same save stored them under (in form
 * order: it stored the promotions with content, in the order the form lists them).
 */
function onStoredPromotions(values: BrandFormValues, storedIds: unknown): BrandFormValues {
  const ids = Array.isArray(storedIds) ? storedIds.filter((id): id is string => typeof id === 'string') : [];
  let next = 0;
  return {
    ...values,
    promotions: (values.promotions ?? []).map((promotion) =>
      hasPromotionContent(promotion) && !promotion.id && next < ids.length
        ? { ...promotion, id: ids[next++] }
        : promotion,
    ),
  };
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBrandInput) => createBrand(input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    },
  });
}
