import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { arrayRemove, doc, getDoc, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { deleteReplacedImages } from '../media/delete-image';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { stagePromotionIdRecord } from './promotion-id-record';

export const deletePromotionInput = z.object({
  brandId: z.string().check(z.minLength(1)),
  promotionId: z.string().check(z.minLength(1)),
  actor: actorSchema,
});

export interface DeletePromotionInput {
  brandId: string;
  promotionId: string;
  actor: Actor;
}

export class PromotionDeleteForbiddenError extends Error {
  constructor() {
    super('Only an admin can delete a promotion here.');
    this.name = 'PromotionDeleteForbiddenError';
  }
}

/**
 * An admin removes one promotion, whether or not its brand still exists (a promotion left behind by a
 * brand deleted without it can be removed by nobody else). Its image goes too when it lies in the
 * brand's own folder. Deleting a promotion that is already gone succeeds (a retry is safe).
 */
export async function deletePromotion(
  input: DeletePromotionInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<void> {
  const { brandId, promotionId, actor } = deletePromotionInput.parse(input);
  if (actor.role !== 'admin') throw new PromotionDeleteForbiddenError();
  const brandRef = doc(firebase.db, 'brands', brandId);
  const ref = doc(brandRef, 'promotions', promotionId);
  const [snapshot, brand] = await Promise.all([withDeadline(() => getDoc(ref)), withDeadline(() => getDoc(brandRef))]);
  if (!snapshot.exists()) return;
  // the promotion leaves its brand's list in the same commit (firestore.rules)
  const batch = writeBatch(firebase.db);
  batch.delete(ref);
  stagePromotionIdRecord(batch, firebase.db, brandId, promotionId);
  if (brand.exists()) batch.update(brandRef, { promotionIds: arrayRemove(promotionId) });
  await withDeadline(() => batch.commit());
  const image = snapshot.get('image') as unknown;
  if (typeof image === 'string' && image) await deleteReplacedImages(brandId, [image], [], firebase);
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeletePromotionInput) => deletePromotion(input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
    },
  });
}
