// Rebuilds the brand listing (brand_listing/{shard}, shared-services brand-listing/) from the brands with
// the Admin SDK: once, for brands stored before the listing existed; the apps' saves keep it in step
// afterwards. Reads every brand once and writes each shard whole (a shard no brand names is deleted).
//   npm run listing:backfill -- [--env production]
// A real project needs Application Default Credentials, as npm run admin-role does.
import { LISTING_COLLECTION, listingEntryOf, listingShardOf } from '@bonus-atlas/shared-services/model';
import { loadEnvironment } from './deploy/environment.mjs';

const args = process.argv.slice(2);
const environment = args.includes('--env') ? args[args.indexOf('--env') + 1] : 'production';
const { projectId } = loadEnvironment(environment ?? 'production') as { projectId: string };
const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const db = getFirestore(initializeApp({ projectId }));

const shards = new Map<string, { brands: Record<string, unknown>; lastBrand: string }>();
const brands = await db.collection('brands').get();
for (const brand of brands.docs) {
  const shard = listingShardOf(brand.id);
  const listing = shards.get(shard) ?? { brands: {}, lastBrand: brand.id };
  listing.brands[brand.id] = listingEntryOf(brand.data());
  listing.lastBrand = brand.id;
  shards.set(shard, listing);
}
const batch = db.batch();
for (const [shard, listing] of shards) batch.set(db.doc(`${LISTING_COLLECTION}/${shard}`), listing);
for (const stale of (await db.collection(LISTING_COLLECTION).get()).docs)
  if (!shards.has(stale.id)) batch.delete(stale.ref);
await batch.commit();
console.log(`${brands.size} brands listed in ${shards.size} shards of ${projectId}.`);
