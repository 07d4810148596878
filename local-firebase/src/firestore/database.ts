import type { FirestoreValue } from '../rules/contract.js';
import { CommitClock, microsToTimestamp } from '../shared/clock.js';
import { RawJson } from '../shared/http.js';
import { Journal } from '../shared/journal.js';
import type { FirestoreAccess, Identity } from './access.js';
import { planCommit } from './commit.js';
import { RpcError } from './errors.js';
import { checkIndexes, type IndexConfig } from './indexes.js';
import { parseDocumentName, parseFieldPath, parseResourceName } from './paths.js';
import { compileQuery } from './query.js';
import { executeQuery, projectFields } from './query-execution.js';
import { documentValue } from './query-filters.js';
import { DocumentStore, type DocumentChange, type StoredDocument } from './store.js';
import { isInteger, toNumber, typeOrder, TypeOrder } from './values.js';

export interface FirestoreSnapshot {
  docs: StoredDocument[];
}

export type FirestoreJournalEntry = { changes: DocumentChange[] } | { reset: true };
type Snapshot = FirestoreSnapshot;
type Entry = FirestoreJournalEntry;

/** Compact the log into a snapshot after this many commits. */
const COMPACT_AFTER = 2000;

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RpcError('INVALID_ARGUMENT', `${what} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** How queries are vetted before they run. */
export interface QueryPolicy {
  /** firestore.indexes.json; a query it cannot serve fails as in production. null = no check. */
  indexes: IndexConfig | null;
  /** Sees every query (e.g. to record the app's queries for the index check). */
  onQuery?: (structuredQuery: unknown) => void;
}

/** One Firestore database: documents in memory, every commit journaled before it is acknowledged. */
export class FirestoreDatabase {
  readonly store = new DocumentStore();
  private readonly clock = new CommitClock();

  constructor(
    readonly root: string,
    private readonly access: FirestoreAccess,
    private readonly journal: Journal<Snapshot, Entry> | null,
    private readonly queryPolicy: QueryPolicy = { indexes: null },
  ) {
    if (journal) this.restore(journal);
  }

  private restore(journal: Journal<Snapshot, Entry>): void {
    const { snapshot, entries } = journal.load();
    if (snapshot) this.store.apply(snapshot.docs.map((doc) => ({ path: doc.path, doc })));
    for (const entry of entries) {
      if ('reset' in entry) this.store.clear();
      else this.store.apply(entry.changes);
    }
    for (const doc of this.store.all()) this.clock.observe(doc.updateTime);
  }

  /** Replaces every document (used by --import). */
  load(docs: StoredDocument[]): void {
    this.store.clear();
    this.store.apply(docs.map((doc) => ({ path: doc.path, doc })));
    for (const doc of docs) this.clock.observe(doc.updateTime);
    this.journal?.compact(this.snapshot());
  }

  snapshot(): Snapshot {
    return { docs: [...this.store.all()] };
  }

  /**
   * A stored document's JSON, kept per document version: documents are immutable once stored (a write
   * stores a new object), so a page of promotions read again is not serialised again.
   */
  private readonly encoded = new WeakMap<StoredDocument, Buffer>();

  private encodedJson(doc: StoredDocument): Buffer {
    let bytes = this.encoded.get(doc);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(this.encode(doc)));
      this.encoded.set(doc, bytes);
    }
    return bytes;
  }

  encode(doc: StoredDocument, fields = doc.fields): Record<string, unknown> {
    return {
      name: `${this.root}/${doc.path}`,
      fields,
      createTime: microsToTimestamp(doc.createTime),
      updateTime: microsToTimestamp(doc.updateTime),
    };
  }

  private readTime(): string {
    return microsToTimestamp(Date.now() * 1000);
  }

  batchGet(body: unknown, identity: Identity): unknown[] {
    const request = asObject(body, 'BatchGetDocumentsRequest');
    if (!Array.isArray(request.documents)) throw new RpcError('INVALID_ARGUMENT', 'documents must be a list of names.');
    // A name asked for twice is answered once, as Firestore does.
    const paths = [...new Set(request.documents.map((name) => parseDocumentName(name, this.root)))];
    const found = paths.map((path) => ({ path, doc: this.store.get(path) }));
    this.access.checkReads(identity, 'get', found, this.store);
    this.documentsRead += found.length;
    const readTime = this.readTime();
    return found.map(({ path, doc }) =>
      doc ? { found: this.encode(doc), readTime } : { missing: `${this.root}/${path}`, readTime },
    );
  }

  private parent(parentName: string): string {
    const parsed = parseResourceName(parentName, this.root);
    if (parsed.segments.length % 2 !== 0) throw new RpcError('INVALID_ARGUMENT', `${parentName} is not a document or root.`);
    return parsed.path;
  }

  /** Documents the clients' reads returned since the database opened (benchmarks: reads per page). */
  documentsRead = 0;

  runQuery(parentName: string, body: unknown, identity: Identity): unknown[] | RawJson {
    const request = asObject(body, 'RunQueryRequest');
    const query = compileQuery(request.structuredQuery, this.root, this.parent(parentName));
    this.vet(request.structuredQuery);
    // "Rules are not filters": allowed or denied from the query itself, before anything is read
    this.access.checkQuery(identity, query.rulesTarget, this.store);
    const docs = executeQuery(this.store, query, this.root);
    // billed as Firestore does: each document returned, and one for a query that returns none
    this.documentsRead += Math.max(docs.length, 1);
    const readTime = this.readTime();
    if (docs.length === 0) return [{ readTime }];
    if (query.select) return docs.map((doc) => ({ document: this.encode(doc, projectFields(doc, query.select)), readTime }));
    const head = Buffer.from('{"document":');
    const tail = Buffer.from(`,"readTime":${JSON.stringify(readTime)}}`);
    const comma = Buffer.from(',');
    const parts: Buffer[] = [Buffer.from('[')];
    docs.forEach((doc, i) => parts.push(...(i > 0 ? [comma] : []), head, this.encodedJson(doc), tail));
    parts.push(Buffer.from(']'));
    return new RawJson(Buffer.concat(parts));
  }

  runAggregationQuery(parentName: string, body: unknown, identity: Identity): unknown[] {
    const request = asObject(body, 'RunAggregationQueryRequest');
    const aggregationQuery = asObject(request.structuredAggregationQuery, 'structuredAggregationQuery');
    const aggregations = aggregationQuery.aggregations;
    if (!Array.isArray(aggregations) || aggregations.length === 0) {
      throw new RpcError('INVALID_ARGUMENT', 'aggregations must be a non-empty list.');
    }
    // Firestore runs sum/avg over an index on their fields: the fields order the query like inequality
    // fields (before __name__, so an explicit __name__ order is refused) and documents without them
    // are left out before offset and limit.
    const orderFields = aggregations.flatMap((input) => {
      const spec = ((input as Record<string, unknown>)?.sum ?? (input as Record<string, unknown>)?.avg) as { field?: { fieldPath?: unknown } } | undefined;
      return spec ? [parseFieldPath(spec.field?.fieldPath).join('.')] : [];
    });
    const query = compileQuery(aggregationQuery.structuredQuery, this.root, this.parent(parentName), orderFields);
    this.vet(aggregationQuery.structuredQuery);
    this.access.checkQuery(identity, query.rulesTarget, this.store);
    const counted = executeQuery(this.store, query, this.root);
    const aggregateFields: Record<string, FirestoreValue> = {};
    for (const input of aggregations) {
      const aggregation = asObject(input, 'aggregation');
      const alias = aggregation.alias;
      if (typeof alias !== 'string' || alias === '') throw new RpcError('INVALID_ARGUMENT', 'Each aggregation needs an alias.');
      aggregateFields[alias] = this.aggregate(aggregation, counted);
    }
    return [{ result: { aggregateFields }, readTime: this.readTime() }];
  }

  private vet(structuredQuery: unknown): void {
    this.queryPolicy.onQuery?.(structuredQuery);
    checkIndexes(this.queryPolicy.indexes, structuredQuery);
  }

  private aggregate(aggregation: Record<string, unknown>, docs: StoredDocument[]): FirestoreValue {
    if (aggregation.count !== undefined) {
      const upTo = Number((aggregation.count as { upTo?: unknown } | null)?.upTo ?? Number.POSITIVE_INFINITY);
      return { integerValue: String(Math.min(docs.length, upTo)) };
    }
    const spec = (aggregation.sum ?? aggregation.avg) as { field?: { fieldPath?: unknown } } | undefined;
    if (!spec) throw new RpcError('INVALID_ARGUMENT', 'Aggregation must be count, sum or avg.');
    const segments = parseFieldPath(spec.field?.fieldPath);
    const numbers = docs
      .map((doc) => documentValue(doc, this.root, segments))
      .filter((v): v is FirestoreValue => v !== undefined && typeOrder(v) === TypeOrder.Number);
    if (aggregation.sum !== undefined) {
      if (numbers.every(isInteger)) {
        const sum = numbers.reduce((acc, v) => acc + BigInt(v.integerValue as string), 0n);
        if (sum <= 9223372036854775807n && sum >= -9223372036854775808n) return { integerValue: sum.toString() };
      }
      const total = numbers.reduce((acc, v) => acc + toNumber(v), 0);
      return { doubleValue: Number.isFinite(total) ? total : String(total) };
    }
    if (numbers.length === 0) return { nullValue: null };
    const avg = numbers.reduce((acc, v) => acc + toNumber(v), 0) / numbers.length;
    return { doubleValue: Number.isFinite(avg) ? avg : String(avg) };
  }

  /** Plans, journals (fsync), then applies: the answer is sent only after the write is durable. */
  commit(body: unknown, identity: Identity): unknown {
    const request = asObject(body, 'CommitRequest');
    if (request.transaction !== undefined) {
      throw new RpcError('INVALID_ARGUMENT', 'Server-side transactions are not supported; use optimistic preconditions.');
    }
    const outcome = planCommit(request.writes, this.root, this.store, this.access, identity, this.clock.next());
    if (outcome.changes.length > 0) {
      this.journal?.append({ changes: outcome.changes });
      this.store.apply(outcome.changes);
      if (this.journal && this.journal.pendingEntries >= COMPACT_AFTER) this.journal.compact(this.snapshot());
    }
    return { writeResults: outcome.writeResults, commitTime: microsToTimestamp(outcome.commitTime) };
  }

  reset(): void {
    this.store.clear();
    this.journal?.compact(this.snapshot());
  }

  close(): void {
    this.journal?.compact(this.snapshot());
    this.journal?.close();
  }
}
