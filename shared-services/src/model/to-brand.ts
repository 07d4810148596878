import { brandDefinition } from './brand-definition';
import { brandFlags, type Brand, type BrandRecord } from './brand-facts';
import { plainRecordReaderOf } from './read-field';

// Zod-free: the brand listing turns thousands of entries into brands on a phone, and a visitor's page
// that lists brands loads no schema library for it.
const readBrandRecord = plainRecordReaderOf<BrandRecord>(brandDefinition);

/** A stored brand with its derived flags; the slug falls back to the id. */
export function toBrand(id: string, data: unknown, now: Date = new Date()): Brand {
  const record = readBrandRecord(data);
  // the record read is this call's own object: completed in place (thousands of brands a listing read)
  return Object.assign(record, { id, slug: record.slug || id }, brandFlags(record, now.getTime()));
}
