import type { FirestoreFields, FirestoreValue } from '../rules/contract.js';
import { EqualityIndexes } from './equality-index.js';
import { comparePaths, getField, splitDocumentPath } from './paths.js';
import { compareValues } from './values.js';

export interface StoredDocument {
  /** Relative path, `brands/b1/promotions/p1`. */
  path: string;
  fields: FirestoreFields;
  /** Microseconds since the epoch. */
  createTime: number;
  updateTime: number;
}

/** A change to apply atomically: `doc: null` deletes. */
export interface DocumentChange {
  path: string;
  doc: StoredDocument | null;
}

/**
 * In-memory documents indexed by collection (parent path + collection id) and by collection id, so a
 * query touches only the collection (or collection group) it names, never the whole database.
 */
export class DocumentStore {
  private readonly byCollection = new Map<string, Map<string, StoredDocument>>();
  private readonly collectionsById = new Map<string, Set<string>>();
  /** Every document of each collection id, flat, so a root collection-group query is one loop. */
  private readonly groups = new Map<string, Map<string, StoredDocument>>();
  private readonly equality = new EqualityIndexes();
  /** Bumped on every change to a collection id, so sorted views know when they are stale. */
  private readonly groupVersions = new Map<string, number>();
  private readonly sortedViews = new Map<string, { version: number; docs: StoredDocument[] }>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(path: string): StoredDocument | null {
    const { collection, id } = splitDocumentPath(path);
    return this.byCollection.get(collection)?.get(id) ?? null;
  }

  collectionSize(collectionPath: string): number {
    return this.byCollection.get(collectionPath)?.size ?? 0;
  }

  /** Documents directly in one collection, e.g. `brands/b1/promotions`. */
  collection(collectionPath: string): Iterable<StoredDocument> {
    return this.byCollection.get(collectionPath)?.values() ?? [];
  }

  /** Every document in a collection named `collectionId` at or below `parentPath` ('' = root). */
  *collectionGroup(collectionId: string, parentPath: string): Iterable<StoredDocument> {
    if (parentPath === '') {
      yield* this.groups.get(collectionId)?.values() ?? [];
      return;
    }
    const collections = this.collectionsById.get(collectionId);
    if (!collections) return;
    const prefix = `${parentPath}/`;
    for (const collectionPath of collections) {
      if (!collectionPath.startsWith(prefix)) continue;
      yield* this.collection(collectionPath);
    }
  }

  /**
   * Documents of collection id `collectionId` (anywhere) whose field equals `value`, from an equality
   * index; null when the value type is not indexed. Callers still filter by collection and predicate.
   */
  equalTo(collectionId: string, segments: string[], value: FirestoreValue): Set<StoredDocument> | null {
    return this.equality.lookup(collectionId, segments, value, () => this.groups.get(collectionId)?.values() ?? []);
  }

  /**
   * Every document of collection id `collectionId` that has the field, sorted by its value and then by
   * path (Firestore's order). Built on first use and rebuilt after the group changes.
   */
  sortedGroup(collectionId: string, segments: string[]): StoredDocument[] {
    const key = `${collectionId}\u0000${segments.join('\u0000')}`;
    const version = this.groupVersions.get(collectionId) ?? 0;
    const cached = this.sortedViews.get(key);
    if (cached && cached.version === version) return cached.docs;
    const keyed: { doc: StoredDocument; value: FirestoreValue }[] = [];
    for (const doc of this.groups.get(collectionId)?.values() ?? []) {
      const value = getField(doc.fields, segments);
      if (value !== undefined) keyed.push({ doc, value });
    }
    keyed.sort((a, b) => compareValues(a.value, b.value) || comparePaths(a.doc.path, b.doc.path));
    const docs = keyed.map((k) => k.doc);
    this.sortedViews.set(key, { version, docs });
    return docs;
  }

  private touch(collectionId: string): void {
    this.groupVersions.set(collectionId, (this.groupVersions.get(collectionId) ?? 0) + 1);
  }

  /** Every document, for export and snapshots. */
  *all(): Iterable<StoredDocument> {
    for (const docs of this.byCollection.values()) yield* docs.values();
  }

  apply(changes: DocumentChange[]): void {
    for (const change of changes) {
      if (change.doc) this.put(change.doc);
      else this.remove(change.path);
    }
  }

  clear(): void {
    this.byCollection.clear();
    this.collectionsById.clear();
    this.groups.clear();
    this.equality.clear();
    this.sortedViews.clear();
    this.groupVersions.clear();
    this.count = 0;
  }

  private put(doc: StoredDocument): void {
    const { collection, id, collectionId } = splitDocumentPath(doc.path);
    let docs = this.byCollection.get(collection);
    if (!docs) {
      docs = new Map();
      this.byCollection.set(collection, docs);
      let group = this.collectionsById.get(collectionId);
      if (!group) {
        group = new Set();
        this.collectionsById.set(collectionId, group);
      }
      group.add(collection);
    }
    const previous = docs.get(id) ?? null;
    if (!previous) this.count++;
    this.touch(collectionId);
    docs.set(id, doc);
    this.equality.replace(collectionId, previous, doc);
    let group = this.groups.get(collectionId);
    if (!group) {
      group = new Map();
      this.groups.set(collectionId, group);
    }
    group.set(doc.path, doc);
  }

  private remove(path: string): void {
    const { collection, id, collectionId } = splitDocumentPath(path);
    const docs = this.byCollection.get(collection);
    const previous = docs?.get(id);
    if (!docs || !previous) return;
    docs.delete(id);
    this.touch(collectionId);
    this.equality.replace(collectionId, previous, null);
    this.count--;
    this.groups.get(collectionId)?.delete(path);
    if (docs.size === 0) {
      this.byCollection.delete(collection);
      this.collectionsById.get(collectionId)?.delete(collection);
    }
  }
}
