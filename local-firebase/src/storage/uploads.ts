import { randomUUID } from 'node:crypto';
import type { ObjectResource, WritableMetadata } from './objects.js';

export class UploadError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** Upload metadata from the SDK's JSON (`toResourceString`): name, contentType, metadata, ... */
export function parseUploadMetadata(text: string): WritableMetadata & { name?: string } {
  if (text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UploadError(400, 'Upload metadata is not valid JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new UploadError(400, 'Upload metadata must be an object.');
  const raw = json as Record<string, unknown>;
  const out: WritableMetadata & { name?: string } = {};
  for (const key of ['name', 'contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') throw new UploadError(400, `${key} must be a string.`);
    (out as Record<string, string | null>)[key] = value;
  }
  if (raw.metadata !== undefined) {
    if (raw.metadata !== null && (typeof raw.metadata !== 'object' || Array.isArray(raw.metadata))) {
      throw new UploadError(400, 'metadata must be a map of strings.');
    }
    out.metadata = raw.metadata as Record<string, string | null> | null;
  }
  return out;
}

/** Splits a `multipart/related` body into its JSON metadata part and its data part. */
export function parseMultipart(contentType: string | undefined, body: Buffer): { metadata: string; data: Buffer; dataType?: string } {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!m) throw new UploadError(400, 'Multipart upload needs a boundary in Content-Type.');
  const boundary = Buffer.from(`--${(m[1] ?? m[2] ?? '').trim()}`);
  const parts: Buffer[] = [];
  let pos = body.indexOf(boundary);
  while (pos !== -1) {
    const start = pos + boundary.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(boundary, start);
    if (next === -1) break;
    // Drop the CRLF after the boundary line and the one before the next boundary.
    parts.push(body.subarray(start + 2, next - 2));
    pos = next;
  }
  if (parts.length !== 2) throw new UploadError(400, `Multipart upload must have 2 parts, found ${parts.length}.`);
  const [metaPart, dataPart] = parts.map(splitPart) as [ReturnType<typeof splitPart>, ReturnType<typeof splitPart>];
  return { metadata: metaPart.body.toString('utf8'), data: dataPart.body, dataType: dataPart.headers['content-type'] };
}

function splitPart(part: Buffer): { headers: Record<string, string>; body: Buffer } {
  const split = part.indexOf('\r\n\r\n');
  if (split === -1) throw new UploadError(400, 'Multipart part has no header separator.');
  const headers: Record<string, string> = {};
  for (const line of part.subarray(0, split).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.subarray(split + 4) };
}

export interface ResumableSession {
  id: string;
  bucket: string;
  name: string;
  metadata: WritableMetadata;
  expectedSize: number | null;
  chunks: Buffer[];
  received: number;
  finalized: boolean;
  /** Caller identity is fixed at start: later chunk requests carry no auth header. */
  authHeader: string | undefined;
  /** The stored object once finalized, so a retried `query` still learns the upload is final. */
  result: ObjectResource | null;
  /** Last request on this session (ms, from the sessions' clock). */
  lastActivity: number;
}

export interface ResumableSessionsOptions {
  /** Most bytes one upload may carry (declared or sent). */
  maxBytes: number;
  /** A session without a request for this long is dropped with its bytes. */
  idleMs: number;
  now?: () => number;
}

/** Default cap: far above the app's largest image (2 MB) and far below what would strain a laptop. */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;
export const UPLOAD_IDLE_MS = 10 * 60 * 1000;

/**
 * Open resumable uploads, addressed by the `upload_id` in the X-Goog-Upload-URL. Every session has a
 * size cap and an idle timeout, and a failed or cancelled one is dropped at once, so no request
 * pattern can keep buffered bytes alive.
 */
export class ResumableSessions {
  private readonly sessions = new Map<string, ResumableSession>();
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: ResumableSessionsOptions) {
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), Math.min(options.idleMs, 60_000));
    this.sweeper.unref();
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  start(bucket: string, name: string, metadata: WritableMetadata, expectedSize: number | null, authHeader: string | undefined): ResumableSession {
    if (expectedSize !== null && expectedSize > this.options.maxBytes) {
      throw new UploadError(413, `Upload of ${expectedSize} bytes exceeds the ${this.options.maxBytes}-byte limit.`);
    }
    const session: ResumableSession = {
      id: randomUUID(),
      bucket,
      name,
      metadata,
      expectedSize,
      chunks: [],
      received: 0,
      finalized: false,
      authHeader,
      result: null,
      lastActivity: this.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): ResumableSession {
    this.sweep();
    const session = this.sessions.get(id);
    if (!session) throw new UploadError(404, `No resumable upload ${id}.`);
    session.lastActivity = this.now();
    return session;
  }

  /** Appends a chunk at `offset`; a chunk already received (retry) is accepted without duplicating bytes. */
  append(session: ResumableSession, offset: number, chunk: Buffer): void {
    if (session.finalized) throw new UploadError(400, 'Upload already finalized.');
    if (offset > session.received) throw new UploadError(400, `Offset ${offset} is past the ${session.received} bytes received.`);
    const fresh = chunk.subarray(session.received - offset);
    if (session.received + fresh.length > this.options.maxBytes) {
      this.cancel(session.id);
      throw new UploadError(413, `Upload exceeds the ${this.options.maxBytes}-byte limit.`);
    }
    if (session.expectedSize !== null && session.received + fresh.length > session.expectedSize) {
      this.cancel(session.id);
      throw new UploadError(400, 'More bytes than X-Goog-Upload-Header-Content-Length announced.');
    }
    session.chunks.push(fresh);
    session.received += fresh.length;
  }

  data(session: ResumableSession): Buffer {
    return Buffer.concat(session.chunks);
  }

  /** Keeps only the result of a finished session (its bytes are released). */
  finish(session: ResumableSession, result: ObjectResource): void {
    session.finalized = true;
    session.chunks = [];
    session.result = result;
  }

  cancel(id: string): void {
    const session = this.sessions.get(id);
    if (session) session.chunks = [];
    this.sessions.delete(id);
  }

  /** Drops every session idle for longer than the timeout. */
  sweep(): void {
    const cutoff = this.now() - this.options.idleMs;
    for (const [id, session] of this.sessions) if (session.lastActivity < cutoff) this.cancel(id);
  }

  /** Open sessions and the upload bytes they hold in memory. */
  usage(): { sessions: number; bytes: number } {
    let bytes = 0;
    for (const session of this.sessions.values()) bytes += session.chunks.reduce((sum, c) => sum + c.length, 0);
    return { sessions: this.sessions.size, bytes };
  }

  clear(): void {
    for (const id of [...this.sessions.keys()]) this.cancel(id);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.clear();
  }
}
