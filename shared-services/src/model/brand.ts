import { brandFlags, type Brand } from './brand-facts';
import { brandDefinition } from './brand-definition';
import { recordSchemaOf } from './record-schema';

export * from './brand-facts';

/** brands/{id} as stored (lenient), from the brand's definition. */
export const brandRecordSchema = recordSchemaOf(brandDefinition);

/** A stored brand with its derived flags; the slug falls back to the id. */
export function toBrand(id: string, data: unknown, now: Date = new Date()): Brand {
  const record = brandRecordSchema.parse(data ?? {});
  return { ...record, id, slug: record.slug || id, ...brandFlags(record, now.getTime()) };
}
