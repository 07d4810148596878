import * as z from '../shared/zod';
import { brandFlags, type Brand } from './brand-facts';
import { flag, lenientNumber, text, textList } from './fields';
import { timestampSchema } from './timestamp';

export * from './brand-facts';

/** brands/{id} as stored (lenient). */
export const brandRecordSchema = z.object({
  name: text,
  slug: text,
  description: text,
  welcomeBonus: text,
  websiteUrl: text,
  verified: flag,
  acceptsCrypto: flag,
  rating: lenientNumber, // spec §3: may arrive as a string; 0 if invalid
  logoImage: text,
  coverImage: text,
  features: textList,
  createdBy: text,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  migratedAt: timestampSchema,
});

/** A stored brand with its derived flags; the slug falls back to the id. */
export function toBrand(id: string, data: unknown, now: Date = new Date()): Brand {
  const record = brandRecordSchema.parse(data ?? {});
  return { ...record, id, slug: record.slug || id, ...brandFlags(record, now.getTime()) };
}
