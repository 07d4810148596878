import { randomUUID } from 'node:crypto';
import type { WritableMetadata } from './objects.js';

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
}

/** Open resumable uploads, addressed by the `upload_id` in the X-Goog-Upload-URL. */
export class ResumableSessions {
  private readonly sessions = new Map<string, ResumableSession>();

  start(bucket: string, name: string, metadata: WritableMetadata, expectedSize: number | null, authHeader: string | undefined): ResumableSession {
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
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): ResumableSession {
    const session = this.sessions.get(id);
    if (!session) throw new UploadError(404, `No resumable upload ${id}.`);
    return session;
  }

  /** Appends a chunk at `offset`; a chunk already received (retry) is accepted without duplicating bytes. */
  append(session: ResumableSession, offset: number, chunk: Buffer): void {
    if (session.finalized) throw new UploadError(400, 'Upload already finalized.');
    if (offset > session.received) throw new UploadError(400, `Offset ${offset} is past the ${session.received} bytes received.`);
    const fresh = chunk.subarray(session.received - offset);
    session.chunks.push(fresh);
    session.received += fresh.length;
    if (session.expectedSize !== null && session.received > session.expectedSize) {
      throw new UploadError(400, 'More bytes than X-Goog-Upload-Header-Content-Length announced.');
    }
  }

  data(session: ResumableSession): Buffer {
    return Buffer.concat(session.chunks);
  }

  /** Keeps the finished session so a retried `query` still learns the upload is final. */
  finish(session: ResumableSession): void {
    session.finalized = true;
    session.chunks = [];
  }

  cancel(id: string): void {
    this.sessions.delete(id);
  }

  clear(): void {
    this.sessions.clear();
  }
}
