import type { FieldKind, FieldSpec, Fields, RecordDefinition } from './record-definition';
import { toDateOrNull } from './to-date';

// Lenient reads of stored values, in plain functions: the zod readers (./fields.ts) wrap these same
// functions, and a page that only lists brands (the listing) reads them without loading zod.

export const readText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const readFlag = (value: unknown): boolean => value === true || value === 'true';

export const readTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A number that may arrive as a string; 0 when missing or invalid. */
export function readNumber(value: unknown): number {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

export const readOptionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const readValue = (value: unknown): unknown => value;

export const fieldReaders = {
  text: readText,
  slug: readText,
  url: readText,
  image: readText,
  uid: readText,
  personName: readText,
  email: readText,
  flag: readFlag,
  number: readNumber,
  textList: readTextList,
  idList: readTextList,
  timestamp: toDateOrNull,
  value: readValue,
} satisfies Record<FieldKind, (value: unknown) => unknown>;

const readerOf = (field: FieldSpec): ((value: unknown) => unknown) =>
  field.absentAs === 'undefined' ? readOptionalText : fieldReaders[field.kind];

/**
 * A stored record read as its definition says, without zod: what the record schema (./record-schema.ts)
 * makes of the same data for a definition with no readers of its own. `R`: that schema's output.
 */
export function plainRecordReaderOf<R>(definition: RecordDefinition<Fields>): (data: unknown) => R {
  const readers = Object.entries(definition.fields)
    .filter(([, field]) => !field.unread)
    .map(([key, field]) => [key, readerOf(field)] as const);
  return (data) => {
    const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const [key, read] of readers) record[key] = read(source[key]);
    return record as R;
  };
}
