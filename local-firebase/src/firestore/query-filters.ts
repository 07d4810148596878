// The where clause of a StructuredQuery: compiled to a predicate over stored documents, with the
// operator combinations Firestore refuses and the equality terms the rules see.
import type { FirestoreValue } from '../rules/contract.js';
import { RpcError } from './errors.js';
import { getField, parseFieldPath } from './paths.js';
import type { StoredDocument } from './store.js';
import { compareValues, isNaNValue, normalizeValue, typeOrder, valuesEqual } from './values.js';

export const NAME_FIELD = '__name__';

export type Predicate = (doc: StoredDocument) => boolean;

export function bad(message: string): never {
  throw new RpcError('INVALID_ARGUMENT', message);
}

export function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(`${what} must be an object.`);
  return value as Record<string, unknown>;
}

export function fieldRef(value: unknown, what: string): string {
  const path = asObject(value ?? bad(`${what} needs a field.`), what).fieldPath;
  if (typeof path !== 'string') bad(`${what} needs field.fieldPath.`);
  return path;
}

export function documentValue(doc: StoredDocument, root: string, segments: string[]): FirestoreValue | undefined {
  if (segments.length === 1 && segments[0] === NAME_FIELD) return { referenceValue: `${root}/${doc.path}` };
  return getField(doc.fields, segments);
}

function compileFieldFilter(raw: Record<string, unknown>, root: string, inequalities: Set<string>): Predicate {
  const field = fieldRef(raw.field, 'fieldFilter');
  const segments = parseFieldPath(field);
  const value = normalizeValue(raw.value ?? bad('fieldFilter needs a value.'));
  const op = raw.op;
  const read = (doc: StoredDocument) => documentValue(doc, root, segments);
  const sameType = (v: FirestoreValue) => typeOrder(v) === typeOrder(value);
  const list = (): FirestoreValue[] => {
    const values = value.arrayValue?.values;
    if (!values) bad(`${String(op)} needs an array value.`);
    if (values.length > 30) bad(`${String(op)} supports up to 30 values.`);
    return values;
  };
  const compare = (test: (c: number) => boolean): Predicate => {
    // A comparison with NaN or null matches nothing and, as in Firestore, orders nothing either.
    if (isNaNValue(value) || 'nullValue' in value) return () => false;
    inequalities.add(field);
    return (doc) => {
      const v = read(doc);
      return v !== undefined && sameType(v) && !isNaNValue(v) && !isNaNValue(value) && test(compareValues(v, value));
    };
  };
  switch (op) {
    case 'LESS_THAN':
      return compare((c) => c < 0);
    case 'LESS_THAN_OR_EQUAL':
      return compare((c) => c <= 0);
    case 'GREATER_THAN':
      return compare((c) => c > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return compare((c) => c >= 0);
    case 'EQUAL':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && valuesEqual(v, value) && !isNaNValue(v);
      };
    case 'NOT_EQUAL':
      if ('nullValue' in value) return () => false; // the SDK sends `!= null` as IS_NOT_NULL; this form matches nothing
      inequalities.add(field);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !('nullValue' in v) && !valuesEqual(v, value);
      };
    case 'ARRAY_CONTAINS':
      return (doc) => (read(doc)?.arrayValue?.values ?? []).some((e) => valuesEqual(e, value));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = list();
      return (doc) => (read(doc)?.arrayValue?.values ?? []).some((e) => wanted.some((w) => valuesEqual(e, w)));
    }
    case 'IN': {
      const wanted = list();
      return (doc) => {
        const v = read(doc);
        return v !== undefined && wanted.some((w) => valuesEqual(v, w));
      };
    }
    case 'NOT_IN': {
      const unwanted = list();
      inequalities.add(field);
      if (unwanted.some((w) => 'nullValue' in w)) return () => false;
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !('nullValue' in v) && !unwanted.some((w) => valuesEqual(v, w));
      };
    }
    default:
      return bad(`Unsupported field filter operator ${JSON.stringify(op)}.`);
  }
}

function compileUnaryFilter(raw: Record<string, unknown>, root: string, inequalities: Set<string>): Predicate {
  const field = fieldRef(raw.field, 'unaryFilter');
  const segments = parseFieldPath(field);
  const read = (doc: StoredDocument) => documentValue(doc, root, segments);
  switch (raw.op) {
    case 'IS_NAN':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NULL':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && 'nullValue' in v;
      };
    case 'IS_NOT_NAN':
      inequalities.add(field);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !('nullValue' in v) && !isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      inequalities.add(field);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !('nullValue' in v);
      };
    default:
      return bad(`Unsupported unary filter operator ${JSON.stringify(raw.op)}.`);
  }
}

export function compileFilter(input: unknown, root: string, inequalities: Set<string>, depth = 0): Predicate {
  if (depth > 32) bad('Filters are nested too deeply.');
  const raw = asObject(input, 'where');
  if (raw.fieldFilter !== undefined)
    return compileFieldFilter(asObject(raw.fieldFilter, 'fieldFilter'), root, inequalities);
  if (raw.unaryFilter !== undefined)
    return compileUnaryFilter(asObject(raw.unaryFilter, 'unaryFilter'), root, inequalities);
  if (raw.compositeFilter !== undefined) {
    const composite = asObject(raw.compositeFilter, 'compositeFilter');
    const filters = composite.filters;
    if (!Array.isArray(filters)) bad('compositeFilter.filters must be a list.');
    const parts = filters.map((f) => compileFilter(f, root, inequalities, depth + 1));
    if (composite.op === 'AND') return (doc) => parts.every((p) => p(doc));
    if (composite.op === 'OR') return (doc) => parts.some((p) => p(doc));
    return bad(`Unsupported composite operator ${JSON.stringify(composite.op)}.`);
  }
  return bad('where needs fieldFilter, unaryFilter or compositeFilter.');
}

const NEGATIONS = new Set(['NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', 'IS_NOT_NULL']);

type RawFilter = {
  fieldFilter?: { op?: unknown };
  unaryFilter?: { op?: unknown };
  compositeFilter?: { op?: unknown; filters?: unknown[] };
};

/** Every operator in a where clause ('OR' for an OR composite), with AND branches flattened. */
function operators(where: unknown, out: string[] = []): string[] {
  const raw = where as RawFilter | undefined;
  if (!raw) return out;
  const op = raw.fieldFilter?.op ?? raw.unaryFilter?.op;
  if (op !== undefined) out.push(String(op));
  if (raw.compositeFilter) {
    if (raw.compositeFilter.op === 'OR') out.push('OR');
    for (const f of raw.compositeFilter.filters ?? []) operators(f, out);
  }
  return out;
}

/** The operator combinations Firestore refuses. */
export function checkFilterCombinations(where: unknown): void {
  const ops = operators(where);
  if (ops.filter((op) => NEGATIONS.has(op)).length > 1) {
    bad("Only a single 'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', or 'IS_NOT_NULL' filter allowed per query.");
  }
  if (ops.includes('NOT_IN') && ops.some((op) => op === 'IN' || op === 'ARRAY_CONTAINS_ANY' || op === 'OR')) {
    bad("'NOT_IN' cannot be used in the same query with 'IN', 'ARRAY_CONTAINS_ANY' or 'OR'.");
  }
  if (!ops.includes('OR') && ops.filter((op) => op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY').length > 1) {
    bad("A maximum of 1 'ARRAY_CONTAINS' filter is allowed per disjunction.");
  }
}

/**
 * `field == value` and `field in [values]` terms every result must satisfy (the filter itself or
 * direct children of an AND).
 */
export function topLevelEqualities(where: unknown): { segments: string[]; values: FirestoreValue[] }[] {
  const raw = where as {
    fieldFilter?: Record<string, unknown>;
    compositeFilter?: { op?: unknown; filters?: unknown[] };
  };
  const terms = raw.compositeFilter?.op === 'AND' ? (raw.compositeFilter.filters ?? []) : [raw];
  const out: { segments: string[]; values: FirestoreValue[] }[] = [];
  for (const term of terms) {
    const filter = (term as { fieldFilter?: Record<string, unknown> }).fieldFilter;
    const field = (filter?.field as { fieldPath?: unknown } | undefined)?.fieldPath;
    if (typeof field !== 'string' || field === NAME_FIELD) continue;
    if (filter?.op === 'EQUAL') out.push({ segments: parseFieldPath(field), values: [normalizeValue(filter.value)] });
    const list = (filter?.value as { arrayValue?: { values?: unknown[] } } | undefined)?.arrayValue?.values;
    if (filter?.op === 'IN' && list)
      out.push({ segments: parseFieldPath(field), values: list.map((v) => normalizeValue(v)) });
  }
  return out;
}
