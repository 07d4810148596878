import { getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { decodeValue, readPublicCollection, readPublicDocuments, type RestDocument } from '../rest/firestore-rest';
import { toBrand } from '../model/to-brand';
import { brandFlags, sortBrands, type Brand } from '../model/brand-facts';
import { LISTING_COLLECTION, LISTING_SHARDS } from './listing-entry';

/** How long a kept shard's derived flags hold before they are worked out again ("new": created in the last 7 days). */
export const LISTING_FLAGS_MS = 60_000;

interface ShardCopy {
  updateTime: string;
  brands: Brand[];
  flaggedAt: number;
}

/**
 * What a reader keeps of the listing: each shard as last read (with its write time) and their brands in
 * order. A later read asks only for the shards' write times and reads again just the shards written
 * since: at 10,000 brands the whole listing is ~10 MB of REST JSON, which a render server re-read and
 * decoded every few seconds and a phone downloaded at each background refresh.
 */
interface ListingCopy {
  shards: Map<string, ShardCopy>;
  sorted: Brand[];
}

// one copy per database (the handles of an app): a test's or a second identity's never mix; bounded by
// the handles alive and by the rules' 19 shard names
const copies = new WeakMap<FirebaseHandles, ListingCopy>();

function shardCopy(document: RestDocument, now: number): ShardCopy {
  const entries = document.fields.brands ? decodeValue(document.fields.brands) : null;
  const brands: Brand[] = [];
  const at = new Date(now);
  if (entries && typeof entries === 'object')
    for (const [id, entry] of Object.entries(entries as Record<string, unknown>)) brands.push(toBrand(id, entry, at));
  return { updateTime: document.updateTime, brands, flaggedAt: now };
}

/** How many requests a first read of the listing is made of. */
const FIRST_READ_REQUESTS = 4;

/** The shards' names in FIRST_READ_REQUESTS groups. */
function shardGroups(): string[][] {
  const size = Math.ceil(LISTING_SHARDS.length / FIRST_READ_REQUESTS);
  return Array.from({ length: FIRST_READ_REQUESTS }, (_, group) => LISTING_SHARDS.slice(group * size, group * size + size));
}

/** A kept shard whose flags are older than LISTING_FLAGS_MS, with them worked out for `now`. */
function reflagged(copy: ShardCopy, now: number): ShardCopy {
  if (now - copy.flaggedAt < LISTING_FLAGS_MS) return copy;
  return { ...copy, brands: copy.brands.map((brand) => ({ ...brand, ...brandFlags(brand, now) })), flaggedAt: now };
}

/**
 * Every listed brand (the listing's shards: a bounded number of reads whatever the number of brands),
 * read as brands and sorted as spec §9 orders them. Entries carry the card fields only: a page that
 * shows one brand's details reads that brand. Over REST with zod-free readers: a visitor's home
 * lists brands without downloading the Firestore SDK or zod. The first read takes every shard (by name:
 * the rules allow no others); later ones the shards' write times, then only the shards written since
 * (consistent with the last commit).
 */
export async function readBrandListing(
  firebase: FirebaseHandles = getFirebase(),
  signal?: AbortSignal,
): Promise<Brand[]> {
  const kept = copies.get(firebase);
  const now = Date.now();
  let shards: Map<string, ShardCopy>;
  if (!kept) {
    // a few requests side by side, each answer decoded as it comes: on a phone one answer of the whole
    // listing was one long task (its parse and decoding), which held up the first tap after the load
    const groups = await Promise.all(
      shardGroups().map(async (ids) => {
        const documents = await readPublicDocuments(firebase.config, LISTING_COLLECTION, ids, signal);
        return documents.map((document) => [document.id, shardCopy(document, now)] as const);
      }),
    );
    shards = new Map(groups.flat());
  } else {
    const versions = await readPublicCollection(firebase.config, LISTING_COLLECTION, { fields: ['lastBrand'], signal });
    const changed = versions.filter((version) => kept.shards.get(version.id)?.updateTime !== version.updateTime);
    const fresh =
      changed.length > 0
        ? await readPublicDocuments(firebase.config, LISTING_COLLECTION, changed.map((version) => version.id), signal)
        : [];
    const read = new Map(fresh.map((document) => [document.id, shardCopy(document, now)]));
    shards = new Map();
    for (const { id } of versions) {
      const copy = read.get(id) ?? kept.shards.get(id);
      if (copy) shards.set(id, reflagged(copy, now));
    }
    // nothing written, deleted or aged: the same sorted list (and the same array, for whoever compares)
    const same = shards.size === kept.shards.size && [...shards].every(([id, copy]) => kept.shards.get(id) === copy);
    if (same) return kept.sorted;
  }
  const sorted = sortBrands([...shards.values()].flatMap((copy) => copy.brands));
  copies.set(firebase, { shards, sorted });
  return sorted;
}
