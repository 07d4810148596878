import { doc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';

/**
 * Stages the record of a promotion's id (brands/{brandId}/promotion_ids/{id}) on the batch that deletes
 * the promotion: the rules create no promotion under a recorded id, so a deleted id stays retired and no
 * promotion returns under it with other terms beside the old change log. Writing it again unchanged
 * (the id was recorded already) is allowed as no change.
 */
export function stagePromotionIdRecord(batch: WriteBatch, db: Firestore, brandId: string, promotionId: string): void {
  batch.set(doc(db, 'brands', brandId, 'promotion_ids', promotionId), {});
}
