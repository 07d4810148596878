/**
 * The brand listing: what a brand card, the home's chips, search and sorts read of every brand, kept in a
 * few documents (`brand_listing/{shard}`) instead of one read per brand. A brand's entry lives in the
 * shard named by the pair of characters its id starts with, lower-cased (`01`, `23`, ..., `yz`; anything
 * else in `_`), so a visit reads at most 19 documents whatever the number of brands. firestore.rules
 * checks every entry against its brand as the same commit leaves it.
 */
export const LISTING_COLLECTION = 'brand_listing';

/** The brand fields a listing entry copies (firestore.rules' listingEntry lists the same, with the same defaults). */
export const LISTING_DEFAULTS = {
  name: '',
  slug: '',
  description: '',
  welcomeBonus: '',
  websiteUrl: '',
  verified: false,
  acceptsCrypto: false,
  rating: 0,
  logoImage: '',
  coverImage: '',
  createdAt: null,
} as const;

type ListingKey = keyof typeof LISTING_DEFAULTS;
export type ListingEntry = Record<ListingKey, unknown>;

const SHARD_CHARACTERS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Every shard's name (firestore.rules lists the same): `01`, `23`, ..., `yz`, and `_`. */
export const LISTING_SHARDS: readonly string[] = [
  ...Array.from({ length: SHARD_CHARACTERS.length / 2 }, (_, pair) => SHARD_CHARACTERS.slice(pair * 2, pair * 2 + 2)),
  '_',
];

/** The shard of a brand id: the pair of letters or digits its first character falls in, else `_`. */
export function listingShardOf(brandId: string): string {
  const index = brandId ? SHARD_CHARACTERS.indexOf(brandId.toLowerCase().charAt(0)) : -1;
  if (index < 0) return '_';
  const start = index - (index % 2);
  return SHARD_CHARACTERS.slice(start, start + 2);
}

/** A brand document's listing entry: its card fields as stored (missing ones at the rules' defaults). */
export function listingEntryOf(brand: Readonly<Record<string, unknown>>): ListingEntry {
  const entry = {} as ListingEntry;
  for (const key of Object.keys(LISTING_DEFAULTS) as ListingKey[]) {
    entry[key] = brand[key] === undefined ? LISTING_DEFAULTS[key] : brand[key];
  }
  return entry;
}
