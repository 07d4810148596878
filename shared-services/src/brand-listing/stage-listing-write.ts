import { deleteField, doc, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { LISTING_COLLECTION, listingEntryOf, listingShardOf } from './listing-entry';

/**
 * Puts the brand's listing entry in the batch that writes the brand: `after` is the brand document as
 * the commit leaves it (null: the commit deletes the brand, and its entry goes with it). One set-merge
 * of one key of the shard; `lastBrand` tells the rules which entry the write is about.
 */
export function stageListingWrite(
  batch: WriteBatch,
  db: Firestore,
  brandId: string,
  after: Readonly<DocumentData> | null,
): void {
  batch.set(
    doc(db, LISTING_COLLECTION, listingShardOf(brandId)),
    { brands: { [brandId]: after ? listingEntryOf(after) : deleteField() }, lastBrand: brandId },
    { merge: true },
  );
}
