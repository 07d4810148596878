import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { stagePromotionWrites, type PromotionWriteCounts } from '../promotions/stage-promotion-writes';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { brandFormSchema, type BrandFormValues } from '../validation/brand-form';
import { brandDocumentFields, denormalisedBrandFields } from './brand-fields';
import { SlugTakenError } from './brand-errors';
import { isSlugAvailable } from './is-slug-available';

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
 * can never take one slug (the second commit is refused by the rules).
 */
export async function createBrand(
  input: CreateBrandInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<SavedBrand> {
  const { values, actor, brandId: presetId } = createBrandInput.parse(input);
  const brandId = presetId ?? newBrandId(firebase);
  if (!(await isSlugAvailable(values.slug, brandId, firebase))) throw new SlugTakenError(values.slug);

  const db = firebase.db;
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
  batch.set(doc(db, 'brands', brandId), {
    ...fields,
    promotionIds: counts.promotionIds,
    // data-model.md: only an admin may set verified
    verified: actor.role === 'admin' ? values.verified : false,
    createdBy: actor.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  // the claim names its claimant (firestore.rules)
  batch.set(doc(db, 'brand_slugs', values.slug), { brandId, uid: actor.uid });
  // images uploaded before this first save were written under a brand_drafts claim; the brand's owner
  // takes over its folder now (deleting a draft that was never written is allowed, so a retry is safe)
  batch.delete(doc(db, 'brand_drafts', brandId));
  try {
    await withDeadline(() => batch.commit());
  } catch (error) {
    // a concurrent save may have reserved the slug between our check and the commit
    if (!(await isSlugAvailable(values.slug, brandId, firebase).catch(() => true)))
      throw new SlugTakenError(values.slug);
    throw error;
  }
  return { brandId, slug: values.slug, ...counts };
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
