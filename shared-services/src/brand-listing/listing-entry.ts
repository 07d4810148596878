/**
 * The brand listing: what a brand card, the home's chips, search and sorts read of every brand, kept in a
 * few documents (`brand_listing/{shard}`) instead of one read per brand. A brand's entry lives in the
 * shard named by the first character of its id, lower-cased ([a-z0-9], anything else in `_`), so a visit
 * reads at most 37 documents whatever the number of brands. firestore.rules checks every entry against
 * its brand as the same commit leaves it.
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

/** The shard of a brand id: its first character lower-cased when a letter or digit, else `_`. */
export function listingShardOf(brandId: string): string {
  const first = brandId.toLowerCase().charAt(0);
  return /^[a-z0-9]$/.test(first) ? first : '_';
}

/** A brand document's listing entry: its card fields as stored (missing ones at the rules' defaults). */
export function listingEntryOf(brand: Readonly<Record<string, unknown>>): ListingEntry {
  const entry = {} as ListingEntry;
  for (const key of Object.keys(LISTING_DEFAULTS) as ListingKey[]) {
    entry[key] = brand[key] === undefined ? LISTING_DEFAULTS[key] : brand[key];
  }
  return entry;
}
