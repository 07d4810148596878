import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Uploads and commits above this are refused rather than buffered without bound. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

/** Firestore's maximum API request size. */
export const MAX_FIRESTORE_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Reads a request body up to `limit` bytes. A larger body is read to its end and dropped (nothing past
 * the limit is kept), then refused with BodyTooLargeError, so the client gets an answer (413) instead of
 * a reset connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) chunks = [];
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new BodyTooLargeError(`Request payload size exceeds the limit: ${limit} bytes.`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * The site's own origins: the apps on ports 3000-3004 and Storybook on 6006, as localhost or 127.0.0.1,
 * and the ports of a stack started elsewhere (allowSitePorts). Any other web page the developer has open
 * must not read from or write to the local databases.
 */
const SITE_PORTS = new Set(['3000', '3001', '3002', '3003', '3004', '6006']);

/** The site runs on other ports (a test stack beside a developer's): its pages are the site's too. */
export function allowSitePorts(ports: readonly number[]): void {
  for (const port of ports) SITE_PORTS.add(String(port));
}

export function isSiteOrigin(origin: string): boolean {
  const m = /^http:\/\/(localhost|127\.0\.0\.1):(\d+)$/.exec(origin);
  return m !== null && SITE_PORTS.has(m[2] as string);
}

/**
 * CORS for the site's origins only. Returns false for a request from any other web page (it carries an
 * Origin header the site does not use): the caller answers 403 without running it, so a page on another
 * origin cannot even fire a "simple" cross-site request that changes data. Requests without an Origin
 * (Node SDKs, curl, the seed) are not browser requests and pass.
 */
export function setCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (!isSiteOrigin(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader(
    'Access-Control-Expose-Headers',
    'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity, X-Goog-Upload-Control-URL, Content-Length, Content-Type, Content-Disposition, ETag',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
  return true;
}

/** Answers a request from a foreign origin; nothing of it was run. */
export function refuseOrigin(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Vary', 'Origin');
  sendJson(res, 403, { error: { code: 403, message: `Origin ${String(req.headers.origin)} is not allowed.`, status: 'PERMISSION_DENIED' } });
}

/** A body already serialised (e.g. assembled from cached document JSON); sent as is. */
export class RawJson {
  constructor(readonly bytes: Buffer) {}
}

/** Bodies below this go out as they are: gzip's header costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

/**
 * Sends JSON, gzip-compressed when the client accepts it and the body is worth it, as Google's front
 * end does for Firestore's REST answers (a home page's brand list shrinks about sixfold on the wire).
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const bytes = body instanceof RawJson ? body.bytes : Buffer.from(JSON.stringify(body), 'utf8');
  const accepts = /\bgzip\b/.test(String(res.req.headers['accept-encoding'] ?? ''));
  const compressed = accepts && bytes.length >= GZIP_MIN_BYTES;
  const payload = compressed ? gzipSync(bytes) : bytes;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': payload.length,
    Vary: 'Origin, Accept-Encoding',
    ...(compressed ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(payload);
}

/** Parses a JSON body; the Firestore SDK sends it as text/plain, so the content type is not checked. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  return JSON.parse(body.toString('utf8'));
}
