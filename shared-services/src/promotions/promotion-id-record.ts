import { doc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';

/**
 * Stages the record of a promotion's id (brands/{brandId}/promotion_ids/{id}) on a batch that creates or
 * deletes the promotion: the rules use each id once, so a deleted id stays retired and no promotion
 * returns under it with other terms beside the old change log. Written again unchanged by a delete,
 * which the rules take as no change (a promotion older than the records gets its record then).
 */
export function stagePromotionIdRecord(batch: WriteBatch, db: Firestore, brandId: string, promotionId: string): void {
  batch.set(doc(db, 'brands', brandId, 'promotion_ids', promotionId), {});
}
