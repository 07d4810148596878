import * as z from '../shared/zod';
import { flag, lenientNumber, optionalText, text, textList } from './fields';
import type { FieldKind, FieldSpec, Fields, RecordDefinition } from './record-definition';
import { timestampSchema } from './timestamp';

const lenientReaders = {
  text,
  slug: text,
  url: text,
  image: text,
  uid: text,
  personName: text,
  email: text,
  flag,
  number: lenientNumber,
  textList,
  idList: textList,
  timestamp: timestampSchema,
  value: z.optional(z.unknown()),
} satisfies Record<FieldKind, z.ZodMiniType>;

type Reader<S extends FieldSpec> = S['absentAs'] extends 'undefined'
  ? typeof optionalText
  : (typeof lenientReaders)[S['kind']];

type Readers<F extends Fields> = {
  -readonly [K in keyof F as F[K]['key'] extends 'internal' ? never : K]: Reader<F[K]>;
};

/**
 * A record as stored, read leniently from its definition (documents written by older versions of the
 * product: a missing or oddly typed field becomes its empty value, never an error).
 */
export function recordSchemaOf<
  F extends Fields,
  O extends { [K in keyof Readers<F>]?: z.ZodMiniType } = Record<never, z.ZodMiniType>,
>(
  definition: RecordDefinition<F>,
  /** Readers of the record's own for some fields (a code read as its display text). */
  own?: O,
) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.unread) continue;
    shape[key] = field.absentAs === 'undefined' ? optionalText : lenientReaders[field.kind];
  }
  return z.object({ ...(shape as Readers<F>), ...(own as O) } as Omit<Readers<F>, keyof O> & O);
}
