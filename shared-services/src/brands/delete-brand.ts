import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, doc, getDoc, getDocs, query, where, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import type { Brand } from '../model/brand';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { stagePromotionIdRecord } from '../promotions/promotion-id-record';
import { BrandNotFoundError, BrandPermissionError } from './brand-errors';
import { stageListingWrite } from '../brand-listing/stage-listing-write';

export const deleteBrandInput = z.object({ brandId: z.string().check(z.minLength(1)), actor: actorSchema });

export interface DeleteBrandInput {
  brandId: string;
  actor: Actor;
}

/** Deletes the brand, its promotions (their ids stay retired) and its slug claims (old addresses too) in one batch. */
export async function deleteBrand(input: DeleteBrandInput, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  const { brandId, actor } = deleteBrandInput.parse(input);
  const db = firebase.db;
  const brandRef = doc(db, 'brands', brandId);
  const snapshot = await withDeadline(() => getDoc(brandRef));
  if (!snapshot.exists()) throw new BrandNotFoundError();
  if (actor.role !== 'admin' && snapshot.get('createdBy') !== actor.uid) throw new BrandPermissionError();
  // its promotions, and every slug claim naming it: its address and the old addresses it keeps as
  // redirects (a deleted brand reserves none of them any longer)
  const [promotions, claims] = await Promise.all([
    withDeadline(() => getDocs(collection(db, 'brands', brandId, 'promotions'))),
    withDeadline(() => getDocs(query(collection(db, 'brand_slugs'), where('brandId', '==', brandId)))),
  ]);
  const batch = writeBatch(db);
  for (const promotion of promotions.docs) {
    batch.delete(promotion.ref);
    stagePromotionIdRecord(batch, db, brandId, promotion.id);
  }
  for (const claim of claims.docs) batch.delete(claim.ref);
  batch.delete(brandRef);
  stageListingWrite(batch, db, brandId, null);
  await withDeadline(() => batch.commit());
}

/**
 * spec §4: the brand disappears from the lists at once and comes back if the call fails
 * (the page shows "Failed to delete brand. Please try again.").
 */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteBrandInput) => deleteBrand(input),
    onMutate: async ({ brandId }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.brands.all });
      const snapshots = queryClient.getQueriesData<unknown>({ queryKey: queryKeys.brands.all });
      for (const [key, data] of snapshots) {
        if (Array.isArray(data)) {
          queryClient.setQueryData(
            key,
            (data as Brand[]).filter((brand) => brand.id !== brandId),
          );
        } else if (data && typeof data === 'object' && 'brands' in data) {
          const list = data as { brands: Brand[] };
          queryClient.setQueryData(key, { ...list, brands: list.brands.filter((brand) => brand.id !== brandId) });
        }
      }
      return { snapshots };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshots ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    },
  });
}
