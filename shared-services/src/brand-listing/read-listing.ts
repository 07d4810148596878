import { getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { readPublicCollection } from '../rest/firestore-rest';
import { toBrand } from '../model/to-brand';
import { sortBrands, type Brand } from '../model/brand-facts';
import { LISTING_COLLECTION } from './listing-entry';

/**
 * Every listed brand (the listing's shards: a bounded number of reads whatever the number of brands),
 * read as brands and sorted as spec §9 orders them. Entries carry the card fields only: a page that
 * shows one brand's details reads that brand. Over REST with zod-free readers: a visitor's home
 * lists brands without downloading the Firestore SDK or zod.
 */
export async function readBrandListing(
  firebase: FirebaseHandles = getFirebase(),
  signal?: AbortSignal,
): Promise<Brand[]> {
  const shards = await readPublicCollection(firebase.config, LISTING_COLLECTION, signal);
  const now = new Date();
  const brands: Brand[] = [];
  for (const [, shard] of shards) {
    const entries = shard.brands;
    if (!entries || typeof entries !== 'object') continue;
    for (const [id, entry] of Object.entries(entries as Record<string, unknown>)) brands.push(toBrand(id, entry, now));
  }
  return sortBrands(brands);
}
