import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { BrandNotFoundError, BrandPermissionError } from '../brands/brand-errors';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';

export const confirmPromotionTermsInput = z.object({
  brandId: z.string().check(z.minLength(1)),
  promotionId: z.string().check(z.minLength(1)),
  actor: actorSchema,
});

export interface ConfirmPromotionTermsInput {
  brandId: string;
  promotionId: string;
  actor: Actor;
}

/**
 * The brand's owner or an admin confirms that a promotion's terms are still as shown: "Verified on"
 * becomes today (the server's time; the rules accept no other date and only these two writers).
 * Safe to repeat: a second confirmation only moves the date.
 */
export async function confirmPromotionTerms(
  input: ConfirmPromotionTermsInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<void> {
  const { brandId, promotionId, actor } = confirmPromotionTermsInput.parse(input);
  const db = firebase.db;
  const brand = await withDeadline(() => getDoc(doc(db, 'brands', brandId)));
  if (!brand.exists()) throw new BrandNotFoundError();
  if (actor.role !== 'admin' && brand.get('createdBy') !== actor.uid) throw new BrandPermissionError();
  await withDeadline(() =>
    updateDoc(doc(db, 'brands', brandId, 'promotions', promotionId), {
      verifiedAt: serverTimestamp(),
      verifiedBy: actor.uid,
    }),
  );
}

export function useConfirmPromotionTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmPromotionTermsInput) => confirmPromotionTerms(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}
