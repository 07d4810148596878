import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore/lite';
import type { LocalFirebase } from '../src/start.js';
import { connect, firestoreUrl, startServer, type Client } from './support/harness.js';

let server: LocalFirebase;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = connect(server);
  for (let index = 0; index < 20; index += 1) {
    await setDoc(doc(client.db, `brands/b${index}`), { name: `Brand ${index}`, description: 'A long description. '.repeat(10) });
  }
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

/** POSTs a runQuery with the given Accept-Encoding and returns the raw answer, undecoded. */
function runQuery(acceptEncoding: string | undefined, collectionId = 'brands') {
  const body = JSON.stringify({ structuredQuery: { from: [{ collectionId }] } });
  return new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>((resolve, reject) => {
    const req = request(
      firestoreUrl(server, ':runQuery'),
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'text/plain', ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('response encoding', () => {
  it('gzips a large answer for a client that accepts gzip, with the same documents inside', async () => {
    const plain = await runQuery(undefined);
    const zipped = await runQuery('gzip, deflate, br');
    expect(plain.encoding).toBeUndefined();
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toContain('Accept-Encoding');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const documents = (text: string) => (JSON.parse(text) as { document?: { name: string } }[]).map((row) => row.document?.name);
    expect(documents(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(documents(plain.bytes.toString('utf8')));
    expect(documents(plain.bytes.toString('utf8'))).toHaveLength(20);
  });

  it('sends a small answer as it is, even to a client that accepts gzip', async () => {
    const small = await runQuery('gzip', 'empty');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual([{ readTime: expect.any(String) }]);
  });
});
