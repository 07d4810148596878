import type { FirestoreValue } from '../rules/contract.js';
import { RpcError } from './errors.js';
import { comparePaths, getField, parseFieldPath } from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { compareValues, isNaNValue, normalizeValue, typeOrder, valuesEqual } from './values.js';

const NAME_FIELD = '__name__';

interface OrderTerm {
  field: string;
  segments: string[];
  descending: boolean;
}

interface Cursor {
  values: FirestoreValue[];
  before: boolean;
}

type Predicate = (doc: StoredDocument) => boolean;

export interface CompiledQuery {
  source(store: DocumentStore): Iterable<StoredDocument>;
  /**
   * Documents in query order (first order field, then name), when a limited query can read them that
   * way instead of collecting and ranking every match; null when the plain source is better.
   */
  ordered?(
    store: DocumentStore,
  ): { docs: StoredDocument[]; descending: boolean; inScope: (doc: StoredDocument) => boolean } | null;
  matches: Predicate;
  orderBy: OrderTerm[];
  startAt: Cursor | null;
  endAt: Cursor | null;
  offset: number;
  limit: number | null;
  /** Field paths to return (null = all fields). */
  select: string[][] | null;
  /** What the rules see of the query (rules are not filters): its collection and its equality constraints. */
  rulesTarget: QueryRulesTarget;
}

export interface QueryRulesTarget {
  /** `brands`, `brands/b1/promotions`, or for a collection group `replies` under its parent */
  collectionPath: string;
  /** `field == value` (one value) and `field in [values]` terms every result satisfies */
  equalities: { segments: string[]; values: FirestoreValue[] }[];
}

function bad(message: string): never {
  throw new RpcError('INVALID_ARGUMENT', message);
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(`${what} must be an object.`);
  return value as Record<string, unknown>;
}

function fieldRef(value: unknown, what: string): string {
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

function compileFilter(input: unknown, root: string, inequalities: Set<string>, depth = 0): Predicate {
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
function checkFilterCombinations(where: unknown): void {
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
function topLevelEqualities(where: unknown): { segments: string[]; values: FirestoreValue[] }[] {
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

function compileCursor(input: unknown, what: string): Cursor | null {
  if (input === undefined || input === null) return null;
  const raw = asObject(input, what);
  if (!Array.isArray(raw.values)) bad(`${what}.values must be a list.`);
  return { values: raw.values.map((value) => normalizeValue(value)), before: raw.before === true };
}

function compileLimit(input: unknown): number | null {
  if (input === undefined || input === null) return null;
  const n = typeof input === 'object' ? (input as { value?: unknown }).value : input;
  const num = typeof n === 'string' ? Number(n) : n;
  if (typeof num !== 'number' || !Number.isInteger(num) || num < 0) bad('limit must be a non-negative integer.');
  return num;
}

function compileOrderBy(raw: unknown, inequalities: Set<string>): OrderTerm[] {
  if (raw !== undefined && !Array.isArray(raw)) bad('orderBy must be a list.');
  const terms: OrderTerm[] = (raw ?? []).map((term: unknown) => {
    const t = asObject(term, 'orderBy');
    const field = fieldRef(t.field, 'orderBy');
    if (
      t.direction !== undefined &&
      !['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'].includes(t.direction as string)
    ) {
      bad(`Invalid orderBy direction ${JSON.stringify(t.direction)}.`);
    }
    return { field, segments: parseFieldPath(field), descending: t.direction === 'DESCENDING' };
  });
  // Inequality fields not ordered explicitly follow the explicit terms (by name), then the document
  // name; both take the direction of the last explicit term, as Firestore normalises the order.
  const lastDescending = terms[terms.length - 1]?.descending ?? false;
  const named = new Set(terms.map((t) => t.field));
  for (const field of [...inequalities].sort()) {
    if (!named.has(field) && field !== NAME_FIELD) {
      terms.push({ field, segments: parseFieldPath(field), descending: lastDescending });
    }
  }
  const nameAt = terms.findIndex((t) => t.field === NAME_FIELD);
  if (nameAt !== -1 && nameAt < terms.length - 1) bad('order by clause cannot contain more fields after the key');
  if (nameAt === -1) terms.push({ field: NAME_FIELD, segments: [NAME_FIELD], descending: lastDescending });
  return terms;
}

/** Compiles a StructuredQuery whose parent is `parentPath` ('' for the database root). */
export function compileQuery(
  input: unknown,
  root: string,
  parentPath: string,
  orderFields: string[] = [],
): CompiledQuery {
  const query = asObject(input ?? bad('structuredQuery is required.'), 'structuredQuery');
  const from = query.from;
  if (!Array.isArray(from) || from.length !== 1) bad('structuredQuery.from must name exactly one collection.');
  const selector = asObject(from[0], 'from');
  const collectionId = selector.collectionId;
  if (typeof collectionId !== 'string' || collectionId === '' || collectionId.includes('/'))
    bad('from.collectionId is invalid.');
  const allDescendants = selector.allDescendants === true;
  const inequalities = new Set<string>();
  const matches = query.where === undefined ? () => true : compileFilter(query.where, root, inequalities);
  checkFilterCombinations(query.where);
  // Fields an aggregation reads order the query as inequality fields do (see runAggregationQuery).
  for (const field of orderFields) inequalities.add(field);
  const orderBy = compileOrderBy(query.orderBy, inequalities);
  let select: string[][] | null = null;
  if (query.select !== undefined) {
    const fields = asObject(query.select, 'select').fields ?? [];
    if (!Array.isArray(fields)) bad('select.fields must be a list.');
    select = fields.map((f) => parseFieldPath(asObject(f, 'select field').fieldPath));
  }
  const offset = compileLimit(query.offset) ?? 0;
  const collectionPath = parentPath === '' ? collectionId : `${parentPath}/${collectionId}`;
  const equalities = query.where === undefined ? [] : topLevelEqualities(query.where);
  const scan = (store: DocumentStore) =>
    allDescendants ? store.collectionGroup(collectionId, parentPath) : store.collection(collectionPath);
  const narrowest = (store: DocumentStore): Set<StoredDocument> | null => {
    let best: Set<StoredDocument> | null = null;
    for (const { segments, values } of equalities) {
      const parts = values.map((value) => store.equalTo(collectionId, segments, value));
      if (parts.some((p) => p === null)) continue;
      const hits =
        parts.length === 1
          ? (parts[0] as Set<StoredDocument>)
          : new Set(parts.flatMap((p) => [...(p as Set<StoredDocument>)]));
      if (!best || hits.size < best.size) best = hits;
    }
    return best;
  };
  const [firstTerm, secondTerm] = orderBy;
  // One order field (then __name__ the same way) over a root collection or a whole collection group:
  // the store's sorted view of the group answers a limited page without ranking every match.
  const orderedScan =
    orderBy.length === 2 &&
    firstTerm &&
    secondTerm &&
    firstTerm.field !== NAME_FIELD &&
    secondTerm.field === NAME_FIELD &&
    firstTerm.descending === secondTerm.descending &&
    parentPath === '';
  const rulesTarget: QueryRulesTarget = { collectionPath, equalities };
  return {
    rulesTarget,
    ordered: (store) => {
      if (!orderedScan || !firstTerm) return null;
      // A rare equality value (a brand's 20 promotions) is cheaper to rank than to find in sorted order.
      const best = narrowest(store);
      if (best && best.size < 2000) return null;
      const inScope = allDescendants
        ? () => true
        : (doc: StoredDocument) => doc.path.lastIndexOf('/') === collectionId.length;
      return { docs: store.sortedGroup(collectionId, firstTerm.segments), descending: firstTerm.descending, inScope };
    },
    source: (store) => {
      // Narrow with the smallest equality index hit, then keep only documents in the query's scope.
      const best = narrowest(store);
      if (!best) return scan(store);
      if (!allDescendants && best.size >= store.collectionSize(collectionPath)) return scan(store);
      const prefix = allDescendants ? (parentPath === '' ? '' : `${parentPath}/`) : `${collectionPath}/`;
      return [...best].filter(
        (doc) => doc.path.startsWith(prefix) && (allDescendants || doc.path.indexOf('/', prefix.length) === -1),
      );
    },
    matches,
    orderBy,
    startAt: compileCursor(query.startAt, 'startAt'),
    endAt: compileCursor(query.endAt, 'endAt'),
    offset,
    limit: compileLimit(query.limit),
    select,
  };
}

interface Candidate {
  doc: StoredDocument;
  /** orderBy values; `undefined` where the term is __name__ (compared by path only on ties). */
  keys: (FirestoreValue | undefined)[];
}

function compareCandidates(a: Candidate, b: Candidate, orderBy: OrderTerm[]): number {
  for (let i = 0; i < orderBy.length; i++) {
    const x = a.keys[i];
    const y = b.keys[i];
    const c = x === undefined || y === undefined ? comparePaths(a.doc.path, b.doc.path) : compareValues(x, y);
    if (c !== 0) return orderBy[i]?.descending ? -c : c;
  }
  return 0;
}

/** Position of a document relative to a cursor (cursor values may cover only the first terms). */
function compareToCursor(c: Candidate, cursor: Cursor, orderBy: OrderTerm[], root: string): number {
  for (let i = 0; i < cursor.values.length && i < orderBy.length; i++) {
    const key = c.keys[i] ?? { referenceValue: `${root}/${c.doc.path}` };
    const cmp = compareValues(key, cursor.values[i] as FirestoreValue);
    if (cmp !== 0) return orderBy[i]?.descending ? -cmp : cmp;
  }
  return 0;
}

/** Runs a compiled query: filter, order (Firestore type order), cursors, offset, limit. */
export function executeQuery(store: DocumentStore, query: CompiledQuery, root: string): StoredDocument[] {
  const { startAt, endAt, orderBy } = query;
  if (query.limit === 0) return [];
  const compare = (a: Candidate, b: Candidate) => compareCandidates(a, b, orderBy);
  // With a limit only the best `offset + limit` candidates are kept, in order (a page of 50 out of
  // 40,000 promotions): a document whose first order key is already worse than the worst kept one is
  // dropped before anything is allocated for it.
  const k = query.limit === null ? Number.POSITIVE_INFINITY : query.offset + query.limit;
  const top: Candidate[] = [];
  if (k !== Number.POSITIVE_INFINITY) {
    const ordered = query.ordered?.(store);
    if (ordered) return orderedPage(ordered, query, root, k);
  }
  const first = orderBy[0] as OrderTerm;
  const firstIsName = first.field === NAME_FIELD;
  outer: for (const doc of query.source(store)) {
    if (!query.matches(doc)) continue;
    if (top.length >= k && !firstIsName) {
      const v = getField(doc.fields, first.segments);
      if (v === undefined) continue;
      const c = compareValues(v, (top[top.length - 1] as Candidate).keys[0] as FirestoreValue);
      if (first.descending ? c < 0 : c > 0) continue;
    }
    const keys: (FirestoreValue | undefined)[] = [];
    for (const term of orderBy) {
      if (term.field === NAME_FIELD) {
        keys.push(undefined);
        continue;
      }
      const v = getField(doc.fields, term.segments);
      if (v === undefined) continue outer; // documents missing an orderBy field are not returned
      keys.push(v);
    }
    const candidate = { doc, keys };
    if (startAt) {
      const cmp = compareToCursor(candidate, startAt, orderBy, root);
      if (startAt.before ? cmp < 0 : cmp <= 0) continue;
    }
    if (endAt) {
      const cmp = compareToCursor(candidate, endAt, orderBy, root);
      if (endAt.before ? cmp >= 0 : cmp > 0) continue;
    }
    if (k === Number.POSITIVE_INFINITY) {
      top.push(candidate);
      continue;
    }
    insertBounded(top, candidate, k, compare);
  }
  if (k === Number.POSITIVE_INFINITY) top.sort(compare);
  return top.slice(query.offset).map((c) => c.doc);
}

/** The first `k` matches read from documents already in query order, then the offset dropped. */
function orderedPage(
  ordered: { docs: StoredDocument[]; descending: boolean; inScope: (doc: StoredDocument) => boolean },
  query: CompiledQuery,
  root: string,
  k: number,
): StoredDocument[] {
  const { docs, descending, inScope } = ordered;
  const { startAt, endAt, orderBy } = query;
  const first = orderBy[0] as OrderTerm;
  const out: StoredDocument[] = [];
  for (let i = 0; i < docs.length && out.length < k; i++) {
    const doc = docs[descending ? docs.length - 1 - i : i] as StoredDocument;
    if (!inScope(doc) || !query.matches(doc)) continue;
    if (startAt || endAt) {
      const candidate = { doc, keys: [getField(doc.fields, first.segments), undefined] };
      if (startAt) {
        const cmp = compareToCursor(candidate, startAt, orderBy, root);
        if (startAt.before ? cmp < 0 : cmp <= 0) continue;
      }
      if (endAt) {
        const cmp = compareToCursor(candidate, endAt, orderBy, root);
        if (endAt.before ? cmp >= 0 : cmp > 0) break;
      }
    }
    out.push(doc);
  }
  return out.slice(query.offset);
}

/** Inserts into a sorted array that keeps at most `k` items (binary search, the worst falls off). */
function insertBounded<T>(top: T[], item: T, k: number, compare: (a: T, b: T) => number): void {
  if (top.length === k && compare(item, top[k - 1] as T) >= 0) return;
  let lo = 0;
  let hi = top.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(top[mid] as T, item) <= 0) lo = mid + 1;
    else hi = mid;
  }
  top.splice(lo, 0, item);
  if (top.length > k) top.pop();
}

/** Keeps only selected fields (always keeping the document name), as `select` asks. */
export function projectFields(doc: StoredDocument, select: string[][] | null): StoredDocument['fields'] {
  if (!select) return doc.fields;
  const out: StoredDocument['fields'] = {};
  for (const segments of select) {
    if (segments.length === 1 && segments[0] === NAME_FIELD) continue;
    const value = getField(doc.fields, segments);
    if (value === undefined) continue;
    let map = out;
    for (let i = 0; i < segments.length - 1; i++) {
      const key = segments[i] as string;
      map[key] = map[key] ?? { mapValue: { fields: {} } };
      map = (map[key] as FirestoreValue).mapValue?.fields as StoredDocument['fields'];
    }
    map[segments[segments.length - 1] as string] = value;
  }
  return out;
}
