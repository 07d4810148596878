import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompressingProxy, type CompressingProxy } from '../src/engines/compressing-proxy.js';

// Stands in for Google's emulator: never compresses; runQuery answers are streamed here (no length).
const documents = Array.from({ length: 40 }, (_, index) => ({
  document: { name: `brands/b${index}`, fields: { description: { stringValue: 'A long description. '.repeat(10) } } },
}));
const received: { method?: string; body: string; authorization?: string }[] = [];

let upstream: http.Server;
let proxy: CompressingProxy;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        body: Buffer.concat(chunks).toString('utf8'),
        authorization: req.headers.authorization,
      });
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST' });
        res.end();
      } else if (req.url?.endsWith(':runQuery')) {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
        res.write('[');
        res.write(documents.map((item) => JSON.stringify(item)).join(','));
        res.end(']');
      } else {
        // single answers carry their length, as the emulator's do
        const missing = req.url?.endsWith('/missing');
        const body = JSON.stringify(missing ? { error: { code: 404, status: 'NOT_FOUND' } } : { name: 'brands/small' });
        res.writeHead(missing ? 404 : 200, {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        });
        res.end(body);
      }
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = await startCompressingProxy({ target: `http://127.0.0.1:${port}`, port: 0 });
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

/** One request through the proxy; the answer is returned undecoded. */
function call(path: string, init: { method?: string; acceptEncoding?: string; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.request(
      {
        host: proxy.host,
        port: proxy.port,
        path,
        method: init.method ?? 'GET',
        headers: {
          Authorization: 'Bearer owner',
          ...(init.acceptEncoding ? { 'Accept-Encoding': init.acceptEncoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const QUERY = '/v1/projects/demo/databases/(default)/documents:runQuery';

describe("compressing proxy in front of Google's emulator", () => {
  it('gzips a streamed runQuery answer for a client that accepts gzip, with the same documents inside', async () => {
    const query = JSON.stringify({ structuredQuery: { from: [{ collectionId: 'brands' }] } });
    const zipped = await call(QUERY, { method: 'POST', acceptEncoding: 'gzip, deflate', body: query });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(documents);
    expect(zipped.bytes.length).toBeLessThan(JSON.stringify(documents).length / 5);
    // the request went through whole: method, body and credentials
    expect(received.at(-1)).toEqual({ method: 'POST', body: query, authorization: 'Bearer owner' });
  });

  it('sends brotli to a client that prefers it (as Chromium does)', async () => {
    const answer = await call(QUERY, { method: 'POST', acceptEncoding: 'gzip, deflate, br, zstd', body: '{}' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.bytes).toString('utf8'))).toEqual(documents);
  });

  it('sends the answer as it is to a client that does not accept gzip', async () => {
    const plain = await call(QUERY, { method: 'POST', body: '{}' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual(documents);
  });

  it('leaves small answers, errors and CORS preflights untouched', async () => {
    const small = await call('/v1/projects/demo/databases/(default)/documents/brands/small', {
      acceptEncoding: 'gzip',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ name: 'brands/small' });

    const missing = await call('/v1/projects/demo/databases/(default)/documents/missing', { acceptEncoding: 'gzip' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.bytes.toString('utf8'))).toMatchObject({ error: { status: 'NOT_FOUND' } });

    const preflight = await call(QUERY, { method: 'OPTIONS', acceptEncoding: 'gzip' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
  });

  it('answers 502 when the emulator is gone', async () => {
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const orphan = await startCompressingProxy({ target: `http://127.0.0.1:${port}`, port: 0 });
    try {
      const answer = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: orphan.host, port: orphan.port, path: '/' }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
      expect(answer).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});
