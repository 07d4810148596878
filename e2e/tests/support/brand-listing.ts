// The brand listing (shared-services brand-listing/) kept in step with brands a journey writes directly:
// the apps' saves write a brand's entry in the same commit, and so do these helpers' commits.
import { LISTING_COLLECTION, listingEntryOf, listingShardOf } from '@bonus-atlas/shared-services/model';
import { DOCUMENTS, fields, type Plain } from './firestore-rest';

/** A listing entry's field path in its shard (an id is quoted: it may hold dashes). */
const entryPath = (brandId: string) => `brands.\`${brandId.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;

/** The commit writes that list `brand` (stored as `data`) in its shard, beside the other entries. */
export function listingWrite(brandId: string, data: Record<string, Plain> | null) {
  const entry = data ? (listingEntryOf(data) as Record<string, Plain>) : null;
  return {
    update: {
      name: `${DOCUMENTS}/${LISTING_COLLECTION}/${listingShardOf(brandId)}`,
      fields: fields({ ...(entry ? { brands: { [brandId]: entry } } : {}), lastBrand: brandId }),
    },
    // a removed entry is in the mask and not in the fields
    updateMask: { fieldPaths: [entryPath(brandId), 'lastBrand'] },
  };
}
