import fs from 'node:fs';
import { RpcError } from './errors.js';

/**
 * Firestore's index rules, checked against `firestore.indexes.json` the way production decides whether
 * a query can run (https://firebase.google.com/docs/firestore/query-data/index-overview). Neither
 * emulator enforces indexes and no library models them, so the rules are written out here:
 *
 * - Every field has automatic single-field indexes (ascending, descending, array-contains) with
 *   collection scope; collection-group scope only where `fieldOverrides` adds it. An override replaces
 *   the automatic indexes of its field (an empty list exempts the field).
 * - Equality (`==`, `in`, `is null`) and `array-contains(-any)` filters with no other ordering are
 *   served by merging single-field indexes.
 * - One inequality or orderBy field without equality filters is served by a single-field index.
 * - Anything else needs composite indexes: the equality/array fields first (any order), then the
 *   order fields exactly as the query orders them (inequality fields are ordered implicitly). Indexes
 *   that end in the same order fields can be merged to cover different equality fields.
 * - A collection-group-scoped index also serves queries on a single collection.
 */

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope: QueryScope }[];
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

export function loadIndexConfig(file: string): IndexConfig {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<IndexConfig>;
  return { indexes: json.indexes ?? [], fieldOverrides: json.fieldOverrides ?? [] };
}

type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

/** What one conjunction of a query needs from the indexes. */
interface Shape {
  collectionGroup: string;
  scope: QueryScope;
  /** Fields filtered by equality (any order in an index). */
  equalities: string[];
  /** Fields filtered by array-contains(-any). */
  contains: string[];
  /** Order fields after normalisation, without the final __name__. */
  order: { fieldPath: string; mode: 'ASCENDING' | 'DESCENDING' }[];
}

const NAME = '__name__';
const EQUALITY_OPS = new Set(['EQUAL', 'IN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const INEQUALITY_OPS = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN']);

interface Term {
  fieldPath: string;
  kind: 'equality' | 'contains' | 'inequality';
}

type Filter = Record<string, unknown>;

function fieldOf(filter: Filter): string {
  return String((filter.field as { fieldPath?: unknown } | undefined)?.fieldPath ?? '');
}

/** The filter in disjunctive normal form: a list of conjunctions (capped, as Firestore caps them at 30). */
function disjuncts(where: unknown): Term[][] {
  if (where === undefined || where === null) return [[]];
  const raw = where as { fieldFilter?: Filter; unaryFilter?: Filter; compositeFilter?: { op?: string; filters?: unknown[] } };
  if (raw.fieldFilter) {
    const op = String(raw.fieldFilter.op);
    const kind = EQUALITY_OPS.has(op) ? 'equality' : CONTAINS_OPS.has(op) ? 'contains' : INEQUALITY_OPS.has(op) ? 'inequality' : null;
    return kind ? [[{ fieldPath: fieldOf(raw.fieldFilter), kind }]] : [[]];
  }
  if (raw.unaryFilter) {
    const op = String(raw.unaryFilter.op);
    return [[{ fieldPath: fieldOf(raw.unaryFilter), kind: op === 'IS_NULL' || op === 'IS_NAN' ? 'equality' : 'inequality' }]];
  }
  if (raw.compositeFilter) {
    const parts = (raw.compositeFilter.filters ?? []).map(disjuncts);
    if (raw.compositeFilter.op === 'OR') return parts.flat().slice(0, 30);
    return parts.reduce<Term[][]>((acc, part) => acc.flatMap((a) => part.map((b) => [...a, ...b])).slice(0, 30), [[]]);
  }
  return [[]];
}

function shapes(structuredQuery: Record<string, unknown>): Shape[] {
  const from = (structuredQuery.from as { collectionId?: string; allDescendants?: boolean }[] | undefined)?.[0] ?? {};
  const collectionGroup = String(from.collectionId ?? '');
  const scope: QueryScope = from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const explicit = ((structuredQuery.orderBy as { field?: { fieldPath?: string }; direction?: string }[] | undefined) ?? []).map((o) => ({
    fieldPath: String(o.field?.fieldPath ?? ''),
    mode: (o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING') as 'ASCENDING' | 'DESCENDING',
  }));
  return disjuncts(structuredQuery.where).map((terms) => {
    const equalities = unique(terms.filter((t) => t.kind === 'equality' && t.fieldPath !== NAME).map((t) => t.fieldPath));
    const contains = unique(terms.filter((t) => t.kind === 'contains').map((t) => t.fieldPath));
    const inequalities = unique(terms.filter((t) => t.kind === 'inequality').map((t) => t.fieldPath)).sort();
    // An orderBy on a field fixed by an equality filter orders nothing.
    const order = explicit.filter((o) => !equalities.includes(o.fieldPath));
    for (const field of inequalities) if (!order.some((o) => o.fieldPath === field)) order.push({ fieldPath: field, mode: 'ASCENDING' });
    // Only a trailing __name__ is implicit in every index; one earlier in the order is a real index field.
    while (order.length > 0 && order[order.length - 1]?.fieldPath === NAME) order.pop();
    return { collectionGroup, scope, equalities, contains, order };
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Whether an automatic or overridden single-field index exists for the field in this scope. */
function singleField(config: IndexConfig, shape: Shape, fieldPath: string, mode: Mode): boolean {
  if (fieldPath === NAME) return true;
  const override = config.fieldOverrides.find((o) => o.collectionGroup === shape.collectionGroup && o.fieldPath === fieldPath);
  if (!override) return shape.scope === 'COLLECTION';
  return override.indexes.some((index) => {
    const scopeOk = index.queryScope === shape.scope || (index.queryScope === 'COLLECTION_GROUP' && shape.scope === 'COLLECTION');
    if (!scopeOk) return false;
    if (mode === 'CONTAINS') return index.arrayConfig === 'CONTAINS';
    return index.order === mode;
  });
}

function fieldMode(field: IndexField): Mode {
  return field.arrayConfig === 'CONTAINS' ? 'CONTAINS' : (field.order ?? 'ASCENDING');
}

/** Composite indexes usable for this shape, each with the equality/contains fields it covers. */
function usableComposites(config: IndexConfig, shape: Shape): Set<string>[] {
  const out: Set<string>[] = [];
  for (const index of config.indexes) {
    if (index.collectionGroup !== shape.collectionGroup) continue;
    if (!(index.queryScope === shape.scope || (index.queryScope === 'COLLECTION_GROUP' && shape.scope === 'COLLECTION'))) continue;
    const fields = index.fields.filter((f, i) => !(f.fieldPath === NAME && i === index.fields.length - 1));
    const prefixLength = fields.length - shape.order.length;
    if (prefixLength < 0) continue;
    const suffixOk = shape.order.every((o, i) => {
      const f = fields[prefixLength + i] as IndexField;
      return f.fieldPath === o.fieldPath && fieldMode(f) === o.mode;
    });
    if (!suffixOk) continue;
    const covered = new Set<string>();
    const prefixOk = fields.slice(0, prefixLength).every((f) => {
      const mode = fieldMode(f);
      const ok = mode === 'CONTAINS' ? shape.contains.includes(f.fieldPath) : shape.equalities.includes(f.fieldPath);
      covered.add(`${mode === 'CONTAINS' ? 'c' : 'e'}:${f.fieldPath}`);
      return ok;
    });
    if (prefixOk) out.push(covered);
  }
  return out;
}

function served(config: IndexConfig, shape: Shape): boolean {
  const wanted = [...shape.equalities.map((f) => `e:${f}`), ...shape.contains.map((f) => `c:${f}`)];
  if (shape.order.length === 0) {
    // Merge of single-field indexes, where each filtered field has one; composites may cover the rest.
    const composites = usableComposites(config, shape);
    return wanted.every((key) => {
      const [kind, fieldPath] = [key.slice(0, 1), key.slice(2)];
      if (singleField(config, shape, fieldPath, kind === 'c' ? 'CONTAINS' : 'ASCENDING')) return true;
      if (kind === 'e' && singleField(config, shape, fieldPath, 'DESCENDING')) return true;
      return composites.some((c) => c.has(key));
    });
  }
  if (wanted.length === 0 && shape.order.length === 1) {
    const [only] = shape.order as [Shape['order'][number]];
    if (singleField(config, shape, only.fieldPath, only.mode)) return true;
  }
  const composites = usableComposites(config, shape);
  if (wanted.length === 0) return composites.length > 0;
  return wanted.every((key) => composites.some((c) => c.has(key)));
}

/** The composite index entry (firestore.indexes.json form) that would serve the shape. */
function suggestion(shape: Shape): CompositeIndex {
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.scope,
    fields: [
      ...shape.equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...shape.contains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
      ...shape.order.map((o) => ({ fieldPath: o.fieldPath, order: o.mode })),
    ],
  };
}

/** What to add to firestore.indexes.json: a composite index, or a single-field override. */
export type MissingIndex = { indexes: CompositeIndex } | { fieldOverrides: FieldOverride };

/**
 * The indexes a StructuredQuery is missing (empty when the index file serves it). One field becomes a
 * `fieldOverrides` entry (composites need two fields or more); an equality-only collection-group query
 * is answered with a composite of its fields, the simplest entry to add.
 */
export function missingIndexes(config: IndexConfig, structuredQuery: unknown): MissingIndex[] {
  if (typeof structuredQuery !== 'object' || structuredQuery === null) return [];
  const out: MissingIndex[] = [];
  for (const shape of shapes(structuredQuery as Record<string, unknown>)) {
    if (served(config, shape)) continue;
    const entry = suggestion(shape);
    const [field] = entry.fields;
    if (entry.fields.length === 1 && field) {
      const existing = config.fieldOverrides.find((o) => o.collectionGroup === entry.collectionGroup && o.fieldPath === field.fieldPath);
      const index = { ...(field.arrayConfig ? { arrayConfig: field.arrayConfig } : { order: field.order ?? 'ASCENDING' }), queryScope: entry.queryScope };
      out.push({ fieldOverrides: { collectionGroup: entry.collectionGroup, fieldPath: field.fieldPath, indexes: [...(existing?.indexes ?? []), index] } });
    } else out.push({ indexes: entry });
  }
  return out;
}

export function describeMissing(missing: MissingIndex[]): string {
  return missing
    .map((m) => ('indexes' in m ? `"indexes" entry ${JSON.stringify(m.indexes)}` : `"fieldOverrides" entry ${JSON.stringify(m.fieldOverrides)}`))
    .join('; ');
}

/** Production's answer to a query without its index, naming the entry to add. */
export function checkIndexes(config: IndexConfig | null, structuredQuery: unknown): void {
  if (!config) return;
  const missing = missingIndexes(config, structuredQuery);
  if (missing.length === 0) return;
  throw new RpcError('FAILED_PRECONDITION', `The query requires an index. Add to firestore.indexes.json: ${describeMissing(missing)}`);
}
