import type { FirestoreFields } from '../rules/contract.js';
import { splitDocumentPath } from './paths.js';

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
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(path: string): StoredDocument | null {
    const { collection, id } = splitDocumentPath(path);
    return this.byCollection.get(collection)?.get(id) ?? null;
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

  /** Every document at or below a path ('' = everything), for export and snapshots. */
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
    if (!docs.has(id)) this.count++;
    docs.set(id, doc);
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
    if (!docs?.delete(id)) return;
    this.count--;
    this.groups.get(collectionId)?.delete(path);
    if (docs.size === 0) {
      this.byCollection.delete(collection);
      this.collectionsById.get(collectionId)?.delete(collection);
    }
  }
}
