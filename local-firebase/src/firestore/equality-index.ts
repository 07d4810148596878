import type { FirestoreValue } from '../rules/contract.js';
import { getField } from './paths.js';
import type { StoredDocument } from './store.js';

/**
 * Key under which `==` finds a value: equal values (1 and 1.0, 0 and -0) share a key. Only scalar
 * types are indexed; a query on anything else scans instead.
 */
export function equalityKey(value: FirestoreValue): string | null {
  if (value.stringValue !== undefined) return `s:${value.stringValue}`;
  if (value.integerValue !== undefined) return `n:${Number(value.integerValue)}`;
  if (value.doubleValue !== undefined) return `n:${Number(value.doubleValue)}`;
  if (value.booleanValue !== undefined) return `b:${value.booleanValue}`;
  if (value.timestampValue !== undefined) return `t:${value.timestampValue}`;
  if (value.referenceValue !== undefined) return `r:${value.referenceValue}`;
  return null;
}

type FieldIndex = { segments: string[]; byKey: Map<string, Set<StoredDocument>> };

/**
 * Per collection id, per field: documents by equality key. Built on the first `==` query on a field and
 * kept current on every write, so `where(category == X)` over a large collection group reads only
 * the documents with that value. The query still re-checks every filter; the index only narrows.
 */
export class EqualityIndexes {
  private readonly byCollectionId = new Map<string, Map<string, FieldIndex>>();

  /** Documents of the group whose field has the value's key, or null when the value is not indexable. */
  lookup(collectionId: string, segments: string[], value: FirestoreValue, group: () => Iterable<StoredDocument>): Set<StoredDocument> | null {
    const key = equalityKey(value);
    if (key === null) return null;
    let fields = this.byCollectionId.get(collectionId);
    if (!fields) {
      fields = new Map();
      this.byCollectionId.set(collectionId, fields);
    }
    const name = segments.join('\u0000');
    let index = fields.get(name);
    if (!index) {
      index = { segments, byKey: new Map() };
      for (const doc of group()) add(index, doc);
      fields.set(name, index);
    }
    return index.byKey.get(key) ?? new Set();
  }

  replace(collectionId: string, previous: StoredDocument | null, next: StoredDocument | null): void {
    const fields = this.byCollectionId.get(collectionId);
    if (!fields) return;
    for (const index of fields.values()) {
      if (previous) remove(index, previous);
      if (next) add(index, next);
    }
  }

  clear(): void {
    this.byCollectionId.clear();
  }
}

function keyOf(index: FieldIndex, doc: StoredDocument): string | null {
  const value = getField(doc.fields, index.segments);
  return value === undefined ? null : equalityKey(value);
}

function add(index: FieldIndex, doc: StoredDocument): void {
  const key = keyOf(index, doc);
  if (key === null) return;
  let docs = index.byKey.get(key);
  if (!docs) {
    docs = new Set();
    index.byKey.set(key, docs);
  }
  docs.add(doc);
}

function remove(index: FieldIndex, doc: StoredDocument): void {
  const key = keyOf(index, doc);
  if (key === null) return;
  const docs = index.byKey.get(key);
  docs?.delete(doc);
  if (docs?.size === 0) index.byKey.delete(key);
}
