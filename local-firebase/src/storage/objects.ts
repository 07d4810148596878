import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FirestoreFields } from '../rules/contract.js';
import { CommitClock, microsToTimestamp } from '../shared/clock.js';
import { Journal, writeFileDurably } from '../shared/journal.js';

/** Object metadata as the Storage REST v0 API returns it (size and generations as strings). */
export interface ObjectResource {
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  timeCreated: string;
  updated: string;
  storageClass: 'STANDARD';
  size: string;
  md5Hash: string;
  contentEncoding: string;
  contentDisposition: string;
  cacheControl?: string;
  contentLanguage?: string;
  etag: string;
  downloadTokens: string;
  metadata: Record<string, string>;
}

export interface StoredObject {
  resource: ObjectResource;
  data: Buffer;
}

/** Writable metadata a client may send on upload or PATCH. */
export interface WritableMetadata {
  contentType?: string | null;
  cacheControl?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  metadata?: Record<string, string | null> | null;
}

type Entry = { put: ObjectResource } | { delete: { bucket: string; name: string } } | { reset: true };

interface Snapshot {
  objects: ObjectResource[];
}

/** One file per object generation: a replacement never overwrites bytes that journaled metadata points at. */
function blobFileName(resource: Pick<ObjectResource, 'bucket' | 'name' | 'generation'>): string {
  return `${createHash('sha256').update(`${resource.bucket}\n${resource.name}`).digest('hex')}-${resource.generation}`;
}

/** Compact the object log into a snapshot after this many changes. */
const COMPACT_AFTER = 2000;

/** Cloud Storage-like object store; blobs are written durably before their metadata is journaled. */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private readonly clock = new CommitClock();
  private readonly journal: Journal<Snapshot, Entry> | null;
  private readonly blobDir: string | null;

  constructor(dataDir: string | null) {
    this.journal = dataDir ? new Journal<Snapshot, Entry>(path.join(dataDir, 'storage'), 'objects') : null;
    this.blobDir = dataDir ? path.join(dataDir, 'storage', 'blobs') : null;
    if (this.blobDir) fs.mkdirSync(this.blobDir, { recursive: true });
    if (this.journal) this.restore(this.journal);
  }

  private restore(journal: Journal<Snapshot, Entry>): void {
    const { snapshot, entries } = journal.load();
    const resources = new Map<string, ObjectResource>();
    const key = (bucket: string, name: string) => `${bucket}\n${name}`;
    for (const r of snapshot?.objects ?? []) resources.set(key(r.bucket, r.name), r);
    for (const entry of entries) {
      if ('reset' in entry) resources.clear();
      else if ('put' in entry) resources.set(key(entry.put.bucket, entry.put.name), entry.put);
      else resources.delete(key(entry.delete.bucket, entry.delete.name));
    }
    const referenced = new Set<string>();
    for (const resource of resources.values()) {
      const fileName = blobFileName(resource);
      const file = path.join(this.blobDir as string, fileName);
      if (!fs.existsSync(file)) continue;
      referenced.add(fileName);
      this.bucket(resource.bucket).set(resource.name, { resource, data: fs.readFileSync(file) });
      this.clock.observe(Number(resource.generation));
    }
    // Bytes of uploads that crashed before their metadata was journaled, or of replaced generations.
    for (const file of fs.readdirSync(this.blobDir as string)) {
      if (!referenced.has(file)) fs.rmSync(path.join(this.blobDir as string, file), { force: true });
    }
  }

  private bucket(bucket: string): Map<string, StoredObject> {
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    return objects;
  }

  get(bucket: string, name: string): StoredObject | null {
    return this.buckets.get(bucket)?.get(name) ?? null;
  }

  /** Objects whose names start with `prefix`, sorted by name. */
  list(bucket: string, prefix: string): ObjectResource[] {
    const out: ObjectResource[] = [];
    for (const [name, object] of this.buckets.get(bucket) ?? []) if (name.startsWith(prefix)) out.push(object.resource);
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Builds the resource a new upload would have, without storing it (rules check it first). */
  prepare(bucket: string, name: string, data: Buffer, metadata: WritableMetadata, existing: StoredObject | null): ObjectResource {
    const micros = this.clock.next();
    const now = microsToTimestamp(micros);
    const fileName = name.split('/').pop() ?? name;
    const resource: ObjectResource = {
      name,
      bucket,
      generation: String(micros),
      metageneration: '1',
      contentType: metadata.contentType ?? 'application/octet-stream',
      timeCreated: now,
      updated: now,
      storageClass: 'STANDARD',
      size: String(data.length),
      md5Hash: createHash('md5').update(data).digest('base64'),
      contentEncoding: metadata.contentEncoding ?? 'identity',
      contentDisposition: metadata.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(fileName)}`,
      etag: createHash('md5').update(`${name}:${micros}`).digest('base64'),
      // Replacing an object keeps its download token so URLs already stored in documents keep working.
      downloadTokens: existing?.resource.downloadTokens ?? randomUUID(),
      metadata: stripNulls(metadata.metadata ?? {}),
    };
    if (metadata.cacheControl) resource.cacheControl = metadata.cacheControl;
    if (metadata.contentLanguage) resource.contentLanguage = metadata.contentLanguage;
    return resource;
  }

  /** Metadata after a PATCH: null clears a field or a custom key. */
  patched(existing: StoredObject, patch: WritableMetadata): ObjectResource {
    const resource: ObjectResource = { ...existing.resource, metadata: { ...existing.resource.metadata } };
    for (const key of ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const) {
      if (!(key in patch)) continue;
      const value = patch[key];
      if (value === null || value === undefined) delete (resource as Partial<ObjectResource>)[key];
      else resource[key] = value;
    }
    if (patch.metadata === null) resource.metadata = {};
    else if (patch.metadata) {
      for (const [k, v] of Object.entries(patch.metadata)) {
        if (v === null) delete resource.metadata[k];
        else resource.metadata[k] = String(v);
      }
    }
    resource.metageneration = String(Number(resource.metageneration) + 1);
    resource.updated = microsToTimestamp(this.clock.next());
    return resource;
  }

  /** Bytes first (durably), then the metadata entry: the object exists once its entry is on disk. */
  put(resource: ObjectResource, data: Buffer): void {
    const previous = this.get(resource.bucket, resource.name);
    if (this.blobDir && previous?.resource.generation !== resource.generation) {
      writeFileDurably(path.join(this.blobDir, blobFileName(resource)), data);
    }
    this.journal?.append({ put: resource });
    this.bucket(resource.bucket).set(resource.name, { resource, data });
    if (previous && previous.resource.generation !== resource.generation) this.removeBlob(previous.resource);
    this.compactIfDue();
  }

  delete(bucket: string, name: string): void {
    const previous = this.get(bucket, name);
    this.journal?.append({ delete: { bucket, name } });
    this.buckets.get(bucket)?.delete(name);
    if (previous) this.removeBlob(previous.resource);
    this.compactIfDue();
  }

  private removeBlob(resource: ObjectResource): void {
    if (this.blobDir) fs.rmSync(path.join(this.blobDir, blobFileName(resource)), { force: true });
  }

  private compactIfDue(): void {
    if (this.journal && this.journal.pendingEntries >= COMPACT_AFTER) this.journal.compact({ objects: this.all().map((o) => o.resource) });
  }

  reset(): void {
    this.buckets.clear();
    this.journal?.compact({ objects: [] });
    if (this.blobDir) {
      fs.rmSync(this.blobDir, { recursive: true, force: true });
      fs.mkdirSync(this.blobDir, { recursive: true });
    }
  }

  all(): StoredObject[] {
    return [...this.buckets.values()].flatMap((objects) => [...objects.values()]);
  }

  close(): void {
    this.journal?.compact({ objects: this.all().map((o) => o.resource) });
    this.journal?.close();
  }
}

function stripNulls(input: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (v !== null && v !== undefined) out[k] = String(v);
  return out;
}

/** The object as Storage rules see it (`resource` / `request.resource`). */
export function rulesFields(resource: ObjectResource): FirestoreFields {
  const metadata: FirestoreFields = {};
  for (const [k, v] of Object.entries(resource.metadata)) metadata[k] = { stringValue: v };
  return {
    name: { stringValue: resource.name },
    bucket: { stringValue: resource.bucket },
    generation: { integerValue: resource.generation },
    metageneration: { integerValue: resource.metageneration },
    size: { integerValue: resource.size },
    contentType: { stringValue: resource.contentType },
    contentEncoding: { stringValue: resource.contentEncoding },
    contentDisposition: { stringValue: resource.contentDisposition },
    contentLanguage: resource.contentLanguage ? { stringValue: resource.contentLanguage } : { nullValue: null },
    cacheControl: resource.cacheControl ? { stringValue: resource.cacheControl } : { nullValue: null },
    md5Hash: { stringValue: resource.md5Hash },
    etag: { stringValue: resource.etag },
    timeCreated: { timestampValue: resource.timeCreated },
    updated: { timestampValue: resource.updated },
    metadata: { mapValue: { fields: metadata } },
  };
}
