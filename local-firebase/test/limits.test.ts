import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalFirebase } from '../src/start.js';
import { firestoreUrl, PROJECT_ID, startServer } from './support/harness.js';

let server: LocalFirebase;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const name = (path: string) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
const one = { integerValue: '1' };

interface Answer {
  status: number;
  error?: { status: string; message: string };
}

async function rpc(method: string, body: unknown): Promise<Answer> {
  const res = await fetch(firestoreUrl(server, `:${method}`), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer owner' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: Answer['error'] };
  return { status: res.status, ...(json.error ? { error: json.error } : {}) };
}

const put = (path: string, fields: unknown) => ({ update: { name: name(path), fields } });
const commit = (...writes: unknown[]) => rpc('commit', { writes });

function nestedMaps(depth: number): unknown {
  let value: unknown = one;
  for (let i = 0; i < depth; i++) value = { mapValue: { fields: { a: value } } };
  return value;
}

describe('document ids and collection ids', () => {
  it.each(['.', '..', '__x__', '__name__'])('refuses the document id %j (read and write)', async (id) => {
    const write = await commit(put(`ids/${id}`, { a: one }));
    expect(write.status).toBe(400);
    expect(write.error?.status).toBe('INVALID_ARGUMENT');
    const read = await rpc('batchGet', { documents: [name(`ids/${id}`)] });
    expect(read.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses a reserved or dot collection id anywhere in the path', async () => {
    expect((await commit(put('__c__/a', { a: one }))).error?.status).toBe('INVALID_ARGUMENT');
    expect((await commit(put('ids/a/../b', { a: one }))).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('accepts ids up to 1,500 bytes and the numeric-id form __id7__, refuses 1,501 bytes', async () => {
    expect((await commit(put(`ids/${'a'.repeat(1500)}`, { a: one }))).status).toBe(200);
    expect((await commit(put('ids/__id7__', { a: one }))).status).toBe(200);
    expect((await commit(put(`ids/${'a'.repeat(1501)}`, { a: one }))).error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('field names', () => {
  it('refuses reserved, empty and over-long field names, also inside maps', async () => {
    for (const fields of [{ __x__: one }, { '': one }, { ['f'.repeat(1501)]: one }, { m: { mapValue: { fields: { __y__: one } } } }]) {
      const answer = await commit(put('fields/a', fields));
      expect(answer.status).toBe(400);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('refuses a reserved name in an update mask or a transform', async () => {
    const masked = await commit({ update: { name: name('fields/a'), fields: {} }, updateMask: { fieldPaths: ['__x__'] } });
    expect(masked.error?.status).toBe('INVALID_ARGUMENT');
    const transformed = await commit({
      update: { name: name('fields/a'), fields: {} },
      updateTransforms: [{ fieldPath: '__y__', setToServerValue: 'REQUEST_TIME' }],
    });
    expect(transformed.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('accepts dots and 1,500-byte names as plain field names', async () => {
    expect((await commit(put('fields/b', { 'a.b': one, ['f'.repeat(1500)]: one }))).status).toBe(200);
  });
});

describe('nesting', () => {
  it('accepts 20 nested maps and refuses 21', async () => {
    expect((await commit(put('nest/ok', { x: nestedMaps(20) }))).status).toBe(200);
    expect((await commit(put('nest/deep', { x: nestedMaps(21) }))).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses an array directly inside an array but accepts one inside a map inside an array', async () => {
    const arrayInArray = { arrayValue: { values: [{ arrayValue: { values: [one] } }] } };
    expect((await commit(put('nest/aa', { x: arrayInArray }))).error?.status).toBe('INVALID_ARGUMENT');
    const viaMap = { arrayValue: { values: [{ mapValue: { fields: { b: { arrayValue: { values: [one] } } } } }] } };
    expect((await commit(put('nest/ama', { x: viaMap }))).status).toBe(200);
  });

  it('answers 400 (not 500, not a dropped connection) to a body nested 100,000 levels deep', async () => {
    const depth = 100_000;
    const body = `{"writes":[{"update":{"name":"${name('nest/bomb')}","fields":{"x":${'{"mapValue":{"fields":{"a":'.repeat(depth)}{"integerValue":"1"}${'}}}'.repeat(depth)}}}}]}`;
    const answer = await rpc('commit', body);
    expect(answer.status).toBe(400);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('document size', () => {
  it('accepts a document of exactly 1 MiB and refuses one a byte larger', async () => {
    // name "size/d" = 5 + 2 + 16 bytes; field "s" = 2 + 1,000,001; field "t" = 2 + length + 1; plus 32
    const fits = 1_048_576 - 23 - 1_000_003 - 3 - 32;
    const doc = (t: number) => ({ s: { stringValue: 'a'.repeat(1_000_000) }, t: { stringValue: 'b'.repeat(t) } });
    expect((await commit(put('size/d', doc(fits)))).status).toBe(200);
    const over = await commit(put('size/d', doc(fits + 1)));
    expect(over.error?.status).toBe('INVALID_ARGUMENT');
    expect(over.error?.message).toContain('1,048,576');
  });

  it('refuses one string value longer than 1,048,487 bytes', async () => {
    expect((await commit(put('size/s', { s: { stringValue: 'a'.repeat(1_048_487) } }))).status).toBe(200);
    expect((await commit(put('size/s', { s: { stringValue: 'a'.repeat(1_048_488) } }))).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('counts every field: two 600 kB strings are refused', async () => {
    const answer = await commit(put('size/two', { s: { stringValue: 'a'.repeat(600_000) }, t: { stringValue: 'b'.repeat(600_000) } }));
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('checks the document after a merge: a merge that grows it past 1 MiB is refused', async () => {
    expect((await commit(put('size/merge', { s: { stringValue: 'a'.repeat(600_000) } }))).status).toBe(200);
    const grow = await commit({
      update: { name: name('size/merge'), fields: { t: { stringValue: 'b'.repeat(600_000) } } },
      updateMask: { fieldPaths: ['t'] },
    });
    expect(grow.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('commit size', () => {
  it('accepts 500 writes in one commit and refuses 501, writing none of them', async () => {
    const writes = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => put(`many/${prefix}${i}`, { i: { integerValue: String(i) } }));
    expect((await commit(...writes(500, 'ok'))).status).toBe(200);
    const refused = await commit(...writes(501, 'no'));
    expect(refused.error?.status).toBe('INVALID_ARGUMENT');
    const read = await fetch(firestoreUrl(server, '/many/no0'), { headers: { Authorization: 'Bearer owner' } });
    expect(read.status).not.toBe(200);
    const batch = (await (
      await fetch(firestoreUrl(server, ':batchGet'), {
        method: 'POST',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify({ documents: [name('many/no0')] }),
      })
    ).json()) as { missing?: string }[];
    expect(batch[0]?.missing).toBe(name('many/no0'));
  });
});

describe('request size', () => {
  /** Sends a body with node:http so a reset connection shows as an error rather than a retry. */
  function post(bytes: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(firestoreUrl(server, ':commit'), { method: 'POST', headers: { Authorization: 'Bearer owner' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', write);
            return;
          }
        }
        req.end();
      };
      write();
    });
  }

  it('answers an over-large body (12 MiB) with 413 and a JSON error, without dropping the connection', async () => {
    const answer = await post(12 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { error: { message: string } }).error.message).toContain('10485760');
  });

  it('still answers normally afterwards', async () => {
    expect((await commit(put('after/ok', { a: one }))).status).toBe(200);
  });
});
