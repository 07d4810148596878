import { firestoreSdk, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { loadRecords } from '../model/load-records';
import { sortBrands, type Brand } from '../model/brand-facts';
import { LISTING_COLLECTION } from './listing-entry';

/**
 * Every listed brand (the listing's shards: a bounded number of reads whatever the number of brands),
 * parsed as brands and sorted as spec §9 orders them. Entries carry the card fields only: a page that
 * shows one brand's details reads that brand.
 */
export async function readBrandListing(firebase: FirebaseHandles = getFirebase()): Promise<Brand[]> {
  const [{ collection, getDocs }, { toBrand }] = await Promise.all([firestoreSdk(), loadRecords()]);
  const snapshot = await getDocs(collection(firebase.db, LISTING_COLLECTION));
  const now = new Date();
  const brands: Brand[] = [];
  for (const shard of snapshot.docs) {
    const entries = shard.get('brands') as unknown;
    if (!entries || typeof entries !== 'object') continue;
    for (const [id, entry] of Object.entries(entries as Record<string, unknown>)) brands.push(toBrand(id, entry, now));
  }
  return sortBrands(brands);
}
