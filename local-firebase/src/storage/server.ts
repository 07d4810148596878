import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompiledRules, RulesDocumentLookup, RulesMethod } from '../rules/contract.js';
import { callerFromHeader, isOwnerRequest, UnauthenticatedError, type Caller } from '../shared/auth.js';
import { BodyTooLargeError, readBody, refuseOrigin, sendJson, setCors } from '../shared/http.js';
import { RemoteFirestoreLookup } from './remote-firestore-lookup.js';
import { ObjectStore, rulesFields, type ObjectResource, type StoredObject, type WritableMetadata } from './objects.js';
import {
  MAX_UPLOAD_BYTES, parseMultipart, parseUploadMetadata, ResumableSessions, UPLOAD_IDLE_MS, UploadError, type ResumableSession,
} from './uploads.js';

export interface StorageServiceOptions {
  rules: CompiledRules;
  /** Reads the project's Firestore for `firestore.get()` in storage.rules (e.g. the admin role). */
  lookup?: RulesDocumentLookup;
  /** Or: the Firestore runs elsewhere (Google's emulator); its documents are read over REST. */
  remoteFirestore?: { origin: string; projectId: string };
  dataDir: string | null;
  log?: (line: string) => void;
  /** Most bytes one upload may carry (default 32 MiB). */
  maxUploadBytes?: number;
  /** A resumable upload without a request for this long is dropped (default 10 minutes). */
  uploadIdleMs?: number;
}

/** Google's storage errors: the SDK maps 403 → storage/unauthorized, 404 → storage/object-not-found. */
function storageError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { code: status, message } });
}

const OBJECT = /^\/v0\/b\/([^/]+)\/o\/(.+)$/;
const BUCKET = /^\/v0\/b\/([^/]+)\/o\/?$/;

/** The Storage REST v0 surface that `firebase/storage` uses. */
export class StorageService {
  readonly objects: ObjectStore;
  private readonly sessions: ResumableSessions;

  constructor(private readonly options: StorageServiceOptions) {
    this.objects = new ObjectStore(options.dataDir);
    this.sessions = new ResumableSessions({
      maxBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES,
      idleMs: options.uploadIdleMs ?? UPLOAD_IDLE_MS,
    });
  }

  /** Open resumable uploads and the bytes they hold (for tests and diagnostics). */
  uploadUsage(): { sessions: number; bytes: number } {
    return this.sessions.usage();
  }

  private async authorize(caller: Caller, method: RulesMethod, bucket: string, path: string, resource: ObjectResource | null, requestResource: ObjectResource | null): Promise<void> {
    if (caller.owner) return;
    const remote = this.options.remoteFirestore;
    const lookup = remote ? new RemoteFirestoreLookup(remote.origin, remote.projectId) : this.options.lookup;
    const evaluate = () =>
      this.options.rules.evaluate({
        service: 'storage',
        method,
        path: `/b/${bucket}/o/${path}`,
        auth: caller.auth,
        time: new Date(),
        resource: resource ? { name: resource.name, fields: rulesFields(resource) } : null,
        requestResource: requestResource ? { name: requestResource.name, fields: rulesFields(requestResource) } : null,
        ...(lookup ? { lookup } : {}),
      });
    const decision = lookup instanceof RemoteFirestoreLookup ? await lookup.decide(evaluate) : evaluate();
    if (!decision.allowed) {
      const verb = method === 'get' || method === 'list' ? 'READ' : 'WRITE';
      throw new UploadError(403, `Permission denied. No ${verb} permission. (${method} ${path}: ${decision.reason})`);
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!setCors(req, res)) {
      refuseOrigin(req, res);
      return;
    }
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/internal/reset' && req.method === 'POST') {
        if (!isOwnerRequest(req.headers.authorization)) throw new UploadError(403, 'Resetting storage needs Authorization: Bearer owner.');
        this.reset();
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
        return;
      }
      if (url.pathname === '/' && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok');
        return;
      }
      const object = OBJECT.exec(url.pathname);
      if (object) {
        const bucket = decodeURIComponent(object[1] as string);
        const name = decodeURIComponent(object[2] as string);
        await this.handleObject(req, res, url, bucket, name);
        return;
      }
      const bucketMatch = BUCKET.exec(url.pathname);
      if (bucketMatch) {
        const bucket = decodeURIComponent(bucketMatch[1] as string);
        if (req.method === 'GET') await this.list(req, res, url, bucket);
        else if (req.method === 'POST') await this.upload(req, res, url, bucket);
        else storageError(res, 405, `${req.method} is not supported on a bucket.`);
        return;
      }
      storageError(res, 404, `No Storage endpoint ${req.method} ${url.pathname}`);
    } catch (error) {
      if (error instanceof UploadError) storageError(res, error.httpStatus, error.message);
      else if (error instanceof UnauthenticatedError) storageError(res, 401, error.message);
      else if (error instanceof BodyTooLargeError) storageError(res, 413, error.message);
      else if (error instanceof URIError) storageError(res, 400, 'Malformed URL encoding.');
      else {
        this.options.log?.(`storage: ${(error as Error).stack ?? String(error)}`);
        storageError(res, 500, `Internal error: ${(error as Error).message}`);
      }
    }
  }

  private requireObject(bucket: string, name: string): StoredObject {
    const object = this.objects.get(bucket, name);
    if (!object) throw new UploadError(404, `Not Found. Could not get object ${name}.`);
    return object;
  }

  private async handleObject(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, name: string): Promise<void> {
    const caller = callerFromHeader(req.headers.authorization);
    if (req.method === 'GET') {
      const object = this.objects.get(bucket, name);
      const token = url.searchParams.get('token');
      // A valid download token grants read access without rules, as download URLs do in production.
      const tokenOk = token !== null && object !== null && object.resource.downloadTokens.split(',').includes(token);
      if (!tokenOk) await this.authorize(caller, 'get', bucket, name, object?.resource ?? null, null);
      const found = this.requireObject(bucket, name);
      if (url.searchParams.get('alt') === 'media') this.download(req, res, found);
      else sendJson(res, 200, found.resource);
      return;
    }
    if (req.method === 'PATCH') {
      const existing = this.requireObject(bucket, name);
      const patch = parseUploadMetadata((await readBody(req)).toString('utf8'));
      const next = this.objects.patched(existing, patch);
      await this.authorize(caller, 'update', bucket, name, existing.resource, next);
      this.objects.put(next, existing.data);
      sendJson(res, 200, next);
      return;
    }
    if (req.method === 'DELETE') {
      const existing = this.requireObject(bucket, name);
      await this.authorize(caller, 'delete', bucket, name, existing.resource, null);
      this.objects.delete(bucket, name);
      res.writeHead(204).end();
      return;
    }
    storageError(res, 405, `${req.method} is not supported on an object.`);
  }

  private download(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
    const { resource, data } = object;
    const headers: Record<string, string | number> = {
      'Content-Type': resource.contentType,
      'Content-Disposition': resource.contentDisposition,
      ETag: resource.etag,
      'Cache-Control': resource.cacheControl ?? 'private, max-age=0',
      // as Google's servers send it: a browser never sniffs a stored object into another type
      'X-Content-Type-Options': 'nosniff',
    };
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : data.length - 1, data.length - 1);
      const slice = data.subarray(start, end + 1);
      res.writeHead(206, { ...headers, 'Content-Length': slice.length, 'Content-Range': `bytes ${start}-${end}/${data.length}` });
      res.end(slice);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': data.length });
    res.end(data);
  }

  private async list(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string): Promise<void> {
    const caller = callerFromHeader(req.headers.authorization);
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const maxResults = Math.min(Number(url.searchParams.get('maxResults') ?? 1000) || 1000, 1000);
    const pageToken = url.searchParams.get('pageToken');
    await this.authorize(caller, 'list', bucket, prefix.replace(/\/$/, ''), null, null);
    const prefixes = new Set<string>();
    const items: { name: string; bucket: string }[] = [];
    const entries: string[] = [];
    for (const resource of this.objects.list(bucket, prefix)) {
      const rest = resource.name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      const entry = cut === -1 ? resource.name : `${prefix}${rest.slice(0, cut + delimiter.length)}`;
      if (cut === -1) entries.push(entry);
      else if (!prefixes.has(entry)) {
        prefixes.add(entry);
        entries.push(entry);
      }
    }
    // One sorted page over items and prefixes together; the page token is the last name returned.
    entries.sort();
    const page = entries.filter((e) => pageToken === null || e > pageToken).slice(0, maxResults);
    const pagePrefixes = page.filter((e) => prefixes.has(e));
    for (const e of page) if (!prefixes.has(e)) items.push({ name: e, bucket });
    const body: Record<string, unknown> = { prefixes: pagePrefixes, items };
    const last = page[page.length - 1];
    if (last !== undefined && entries.indexOf(last) < entries.length - 1) body.nextPageToken = last;
    sendJson(res, 200, body);
  }

  private async store(caller: Caller, bucket: string, name: string, data: Buffer, metadata: WritableMetadata): Promise<ObjectResource> {
    if (name === '') throw new UploadError(400, 'Object name is required.');
    const existing = this.objects.get(bucket, name);
    const resource = this.objects.prepare(bucket, name, data, metadata, existing);
    await this.authorize(caller, existing ? 'update' : 'create', bucket, name, existing?.resource ?? null, resource);
    this.objects.put(resource, data);
    return resource;
  }

  private async upload(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string): Promise<void> {
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId) {
      await this.continueResumable(req, res, uploadId);
      return;
    }
    const protocol = String(req.headers['x-goog-upload-protocol'] ?? url.searchParams.get('uploadType') ?? '').toLowerCase();
    const caller = callerFromHeader(req.headers.authorization);
    const body = await readBody(req);
    if (protocol === 'resumable') {
      if (String(req.headers['x-goog-upload-command'] ?? '').toLowerCase() !== 'start') {
        throw new UploadError(400, 'A resumable upload begins with X-Goog-Upload-Command: start.');
      }
      const metadata = parseUploadMetadata(body.toString('utf8'));
      const name = url.searchParams.get('name') ?? metadata.name ?? '';
      if (name === '') throw new UploadError(400, 'Object name is required.');
      const declared = req.headers['x-goog-upload-header-content-length'];
      const contentType = req.headers['x-goog-upload-header-content-type'];
      if (!metadata.contentType && typeof contentType === 'string') metadata.contentType = contentType;
      const expectedSize = declared === undefined ? null : Number(declared);
      if (expectedSize !== null && (!Number.isSafeInteger(expectedSize) || expectedSize < 0)) {
        throw new UploadError(400, 'X-Goog-Upload-Header-Content-Length must be a byte count.');
      }
      if (expectedSize !== null && expectedSize > this.sessions.maxBytes) {
        throw new UploadError(413, `Upload of ${expectedSize} bytes exceeds the ${this.sessions.maxBytes}-byte limit.`);
      }
      // The caller must be allowed to write this object (at its announced size) before any byte is buffered.
      const existing = this.objects.get(bucket, name);
      const planned = this.objects.prepare(bucket, name, Buffer.alloc(0), metadata, existing);
      planned.size = String(expectedSize ?? 0);
      await this.authorize(caller, existing ? 'update' : 'create', bucket, name, existing?.resource ?? null, planned);
      const session = this.sessions.start(bucket, name, metadata, expectedSize, req.headers.authorization);
      const host = req.headers.host ?? 'localhost';
      const uploadUrl = `http://${host}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&uploadType=resumable&upload_id=${session.id}&upload_protocol=resumable`;
      res.writeHead(200, {
        'X-Goog-Upload-URL': uploadUrl,
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Chunk-Granularity': '262144',
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (protocol === 'multipart') {
      const parts = parseMultipart(req.headers['content-type'], body);
      const metadata = parseUploadMetadata(parts.metadata);
      if (!metadata.contentType && parts.dataType) metadata.contentType = parts.dataType;
      const name = url.searchParams.get('name') ?? metadata.name ?? '';
      sendJson(res, 200, await this.store(caller, bucket, name, parts.data, metadata));
      return;
    }
    // Simple media upload: the body is the object, the content type is the request's.
    const contentType = req.headers['content-type'];
    const name = url.searchParams.get('name') ?? '';
    sendJson(res, 200, await this.store(caller, bucket, name, body, contentType ? { contentType } : {}));
  }

  private async continueResumable(req: IncomingMessage, res: ServerResponse, uploadId: string): Promise<void> {
    const session = this.sessions.get(uploadId);
    const command = String(req.headers['x-goog-upload-command'] ?? '').toLowerCase();
    const commands = command.split(',').map((c) => c.trim());
    let body: Buffer;
    try {
      body = await readBody(req, this.sessions.maxBytes);
    } catch (error) {
      this.sessions.cancel(uploadId);
      throw error;
    }
    const status = (s: ResumableSession, final: boolean) => ({
      'X-Goog-Upload-Status': final ? 'final' : 'active',
      'X-Goog-Upload-Size-Received': String(s.received),
    });
    if (commands.includes('cancel')) {
      this.sessions.cancel(uploadId);
      res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled' }).end();
      return;
    }
    if (commands.includes('query')) {
      const result = session.result;
      if (result) sendJson(res, 200, result, status(session, true));
      else res.writeHead(200, { ...status(session, false), 'Content-Length': 0 }).end();
      return;
    }
    if (commands.includes('upload')) {
      const offset = Number(req.headers['x-goog-upload-offset'] ?? session.received);
      if (!Number.isInteger(offset) || offset < 0) throw new UploadError(400, 'X-Goog-Upload-Offset must be a byte offset.');
      this.sessions.append(session, offset, body);
    }
    if (!commands.includes('finalize')) {
      if (!commands.includes('upload')) throw new UploadError(400, `Unknown X-Goog-Upload-Command ${JSON.stringify(command)}.`);
      res.writeHead(200, { ...status(session, false), 'Content-Length': 0 }).end();
      return;
    }
    if (session.finalized && session.result) {
      sendJson(res, 200, session.result, status(session, true));
      return;
    }
    try {
      if (session.expectedSize !== null && session.received !== session.expectedSize) {
        throw new UploadError(400, `Upload finalized with ${session.received} of ${session.expectedSize} bytes.`);
      }
      const caller = callerFromHeader(session.authHeader ?? req.headers.authorization);
      const resource = await this.store(caller, session.bucket, session.name, this.sessions.data(session), session.metadata);
      this.sessions.finish(session, resource);
      sendJson(res, 200, resource, status(session, true));
    } catch (error) {
      // A refused upload (rules, size) is over: its bytes are released, not kept until a timeout.
      this.sessions.cancel(uploadId);
      throw error;
    }
  }

  reset(): void {
    this.objects.reset();
    this.sessions.clear();
  }

  close(): void {
    this.sessions.close();
    this.objects.close();
  }
}
