// Running a compiled query over the store: filter, order (Firestore type order), cursors, offset,
// limit, and the projection `select` asks for.
import type { FirestoreValue } from '../rules/contract.js';
import { comparePaths, getField } from './paths.js';
import type { CompiledQuery, Cursor, OrderTerm } from './query.js';
import { NAME_FIELD } from './query-filters.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { compareValues } from './values.js';

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

/** Where a document lies relative to the query's cursors: -1 before startAt, 1 past endAt, 0 inside. */
function windowPosition(c: Candidate, query: CompiledQuery, root: string): -1 | 0 | 1 {
  const { startAt, endAt, orderBy } = query;
  if (startAt) {
    const cmp = compareToCursor(c, startAt, orderBy, root);
    if (startAt.before ? cmp < 0 : cmp <= 0) return -1;
  }
  if (endAt) {
    const cmp = compareToCursor(c, endAt, orderBy, root);
    if (endAt.before ? cmp >= 0 : cmp > 0) return 1;
  }
  return 0;
}

/** Runs a compiled query: filter, order (Firestore type order), cursors, offset, limit. */
export function executeQuery(store: DocumentStore, query: CompiledQuery, root: string): StoredDocument[] {
  const { orderBy } = query;
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
    if (windowPosition(candidate, query, root) !== 0) continue;
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
      const position = windowPosition({ doc, keys: [getField(doc.fields, first.segments), undefined] }, query, root);
      if (position < 0) continue;
      // documents come in query order: past the end cursor nothing more can match
      if (position > 0) break;
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
