import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, doc, getDoc, getDocs, serverTimestamp, writeBatch, type Timestamp } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { denormalisedBrandFields } from '../brands/brand-fields';
import { BrandNotFoundError, BrandPermissionError } from '../brands/brand-errors';
import { toBrand } from '../model/brand';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { promotionFormSchema, type PromotionFormValues } from '../validation/brand-form';
import { stagePromotionWrites, type PromotionWriteCounts } from './stage-promotion-writes';

export const saveBrandPromotionsInput = z.object({
  brandId: z.string().check(z.minLength(1)),
  promotions: z.array(promotionFormSchema),
  actor: actorSchema,
});

export interface SaveBrandPromotionsInput {
  brandId: string;
  promotions: PromotionFormValues[];
  actor: Actor;
}

/** Saves a brand's promotions in one batch: add/update those with content, delete the ones removed. */
export async function saveBrandPromotions(
  input: SaveBrandPromotionsInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<PromotionWriteCounts> {
  const { brandId, promotions, actor } = saveBrandPromotionsInput.parse(input);
  const db = firebase.db;
  const [brandSnapshot, existing] = await Promise.all([
    withDeadline(() => getDoc(doc(db, 'brands', brandId))),
    withDeadline(() => getDocs(collection(db, 'brands', brandId, 'promotions'))),
  ]);
  if (!brandSnapshot.exists()) throw new BrandNotFoundError();
  const raw = brandSnapshot.data();
  if (actor.role !== 'admin' && raw.createdBy !== actor.uid) throw new BrandPermissionError();
  const brand = toBrand(brandId, raw);
  const batch = writeBatch(db);
  const counts = stagePromotionWrites(
    batch,
    db,
    brandId,
    promotions,
    new Map(existing.docs.map((document) => [document.id, document.data()])),
    denormalisedBrandFields(brandId, brand, (raw.createdAt as Timestamp | undefined) ?? serverTimestamp()),
  );
  batch.update(doc(db, 'brands', brandId), { promotionIds: counts.promotionIds });
  await withDeadline(() => batch.commit());
  return counts;
}

export function useSaveBrandPromotions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBrandPromotionsInput) => saveBrandPromotions(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}
