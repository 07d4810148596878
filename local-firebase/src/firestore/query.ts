// A StructuredQuery compiled once (source, where, order, cursors, limit, projection); its where clause
// is compiled in query-filters.ts and it is run by query-execution.ts.
import type { FirestoreValue } from '../rules/contract.js';
import { parseFieldPath } from './paths.js';
import {
  asObject,
  bad,
  checkFilterCombinations,
  compileFilter,
  fieldRef,
  NAME_FIELD,
  topLevelEqualities,
  type Predicate,
} from './query-filters.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { normalizeValue } from './values.js';

export interface OrderTerm {
  field: string;
  segments: string[];
  descending: boolean;
}

export interface Cursor {
  values: FirestoreValue[];
  before: boolean;
}

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
