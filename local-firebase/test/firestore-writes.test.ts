import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrayRemove, arrayUnion, doc, getDoc, increment, runTransaction, serverTimestamp, setDoc, Timestamp, updateDoc,
} from 'firebase/firestore/lite';
import type { LocalFirebase } from '../src/start.js';
import { connect, firestoreUrl, PROJECT_ID, startServer, type Client } from './support/harness.js';

let server: LocalFirebase;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = connect(server);
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

const name = (path: string) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;

async function commit(writes: unknown[]): Promise<Response> {
  return fetch(firestoreUrl(server, ':commit'), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
}

describe('field transforms', () => {
  it('sets the server timestamp to the commit time', async () => {
    const before = Date.now();
    await setDoc(doc(client.db, 'wallet/u1'), { createdAt: serverTimestamp() });
    const at = ((await getDoc(doc(client.db, 'wallet/u1'))).data()?.createdAt as Timestamp).toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(at).toBeLessThanOrEqual(Date.now() + 5);
  });

  it('increments integers as integers and mixes into doubles, creating missing fields', async () => {
    const ref = doc(client.db, 'wallet/u2');
    await setDoc(ref, { balance: 5000, ratio: 1 });
    await updateDoc(ref, { balance: increment(5000), ratio: increment(0.5), totalEarned: increment(5000) });
    expect((await getDoc(ref)).data()).toEqual({ balance: 10000, ratio: 1.5, totalEarned: 5000 });
  });

  it('saturates integer increments at the int64 bounds', async () => {
    const res = await commit([
      {
        update: { name: name('wallet/big'), fields: { n: { integerValue: '9223372036854775800' } } },
        updateTransforms: [{ fieldPath: 'n', increment: { integerValue: '100' } }],
      },
    ]);
    const body = (await res.json()) as { writeResults: { transformResults: unknown[] }[] };
    expect(body.writeResults[0]?.transformResults).toEqual([{ integerValue: '9223372036854775807' }]);
  });

  it('applies arrayUnion and arrayRemove without duplicates', async () => {
    const ref = doc(client.db, 'lists/l1');
    await setDoc(ref, { tags: ['a', 'b'] });
    await updateDoc(ref, { tags: arrayUnion('b', 'c', 'c') });
    expect((await getDoc(ref)).data()?.tags).toEqual(['a', 'b', 'c']);
    await updateDoc(ref, { tags: arrayRemove('a', 'zzz') });
    expect((await getDoc(ref)).data()?.tags).toEqual(['b', 'c']);
    await updateDoc(ref, { fresh: arrayRemove('x'), other: arrayUnion(1) });
    expect((await getDoc(ref)).data()).toMatchObject({ fresh: [], other: [1] });
  });

  it('applies maximum and minimum', async () => {
    await setDoc(doc(client.db, 'scores/s1'), { hi: 5, lo: 5 });
    const res = await commit([
      {
        transform: {
          document: name('scores/s1'),
          fieldTransforms: [
            { fieldPath: 'hi', maximum: { integerValue: '9' } },
            { fieldPath: 'lo', minimum: { doubleValue: 2.5 } },
            { fieldPath: 'none', maximum: { integerValue: '1' } },
          ],
        },
      },
    ]);
    expect(res.status).toBe(200);
    expect((await getDoc(doc(client.db, 'scores/s1'))).data()).toEqual({ hi: 9, lo: 2.5, none: 1 });
  });
});

describe('preconditions', () => {
  it('rejects create of an existing document with 409 ALREADY_EXISTS', async () => {
    await setDoc(doc(client.db, 'pre/exists'), { a: 1 });
    const res = await commit([{ update: { name: name('pre/exists'), fields: {} }, currentDocument: { exists: false } }]);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('ALREADY_EXISTS');
  });

  it('compares updateTime preconditions by value', async () => {
    const first = (await (await commit([{ update: { name: name('pre/t'), fields: { v: { integerValue: '1' } } } }])).json()) as {
      writeResults: { updateTime: string }[];
    };
    const updateTime = first.writeResults[0]?.updateTime as string;
    // Same instant written with nanosecond digits still matches.
    const padded = updateTime.replace('Z', '000Z');
    const ok = await commit([{ update: { name: name('pre/t'), fields: { v: { integerValue: '2' } } }, currentDocument: { updateTime: padded } }]);
    expect(ok.status).toBe(200);
    const stale = await commit([{ update: { name: name('pre/t'), fields: { v: { integerValue: '3' } } }, currentDocument: { updateTime } }]);
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: { status: string } }).error.status).toBe('FAILED_PRECONDITION');
    const verify = await commit([{ verify: name('pre/t'), currentDocument: { exists: false } }]);
    expect(verify.status).toBe(409);
    expect((await getDoc(doc(client.db, 'pre/t'))).data()).toEqual({ v: 2 });
  });
});

describe('transactions', () => {
  it('never lets two conflicting increments based on stale reads both win', async () => {
    const ref = doc(client.db, 'counters/c');
    await setDoc(ref, { n: 0 });
    const other = connect(server);
    const rounds = 3; // each round costs one SDK retry backoff (~1 s)
    for (let round = 0; round < rounds; round++) {
      let attempts = 0;
      // Both transactions read before either commits, so one commit must fail and be retried.
      let release: () => void = () => {};
      const bothRead = new Promise<void>((resolve) => {
        let reads = 0;
        release = () => {
          reads++;
          if (reads === 2) resolve();
        };
      });
      const bump = (db: typeof client.db) =>
        runTransaction(db, async (tx) => {
          attempts++;
          const mine = doc(db, 'counters/c');
          const n = ((await tx.get(mine)).data()?.n as number) ?? 0;
          if (attempts <= 2) {
            release();
            await bothRead;
          }
          tx.update(mine, { n: n + 1 });
        });
      await Promise.all([bump(client.db), bump(other.db)]);
      expect(attempts).toBe(3);
    }
    await other.close();
    expect((await getDoc(ref)).data()?.n).toBe(rounds * 2);
  });
});

describe('malformed requests', () => {
  const post = (rpc: string, body: string) =>
    fetch(firestoreUrl(server, rpc), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });

  it('answers 400 INVALID_ARGUMENT with the Google error shape', async () => {
    for (const [rpc, body] of [
      [':commit', '{not json'],
      [':commit', JSON.stringify({ writes: [{ nonsense: true }] })],
      [':commit', JSON.stringify({ writes: [{ update: { name: 'bad/name', fields: {} } }] })],
      [':commit', JSON.stringify({ writes: [{ update: { name: name('a/b'), fields: { x: { integerValue: 'abc' } } } }] })],
      [':batchGet', JSON.stringify({ documents: 'x' })],
      [':runQuery', JSON.stringify({ structuredQuery: { from: [] } })],
      [':runQuery', JSON.stringify({ structuredQuery: { from: [{ collectionId: 'a' }], where: { fieldFilter: { op: 'LIKE' } } } })],
      [':runAggregationQuery', JSON.stringify({ structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'a' }] } } })],
    ] as const) {
      const res = await post(rpc, body);
      expect(res.status, `${rpc} ${body}`).toBe(400);
      const json = (await res.json()) as { error: { code: number; status: string; message: string } };
      expect(json.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
      expect(json.error.message.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for unknown endpoints and 401 for a garbage token', async () => {
    const res = await fetch(`http://${server.host}:${server.firestorePort}/v1/nowhere`, { method: 'POST' });
    expect(res.status).toBe(404);
    const unauth = await fetch(firestoreUrl(server, ':batchGet'), {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-jwt' },
      body: JSON.stringify({ documents: [] }),
    });
    expect(unauth.status).toBe(401);
  });

  it('answers CORS preflight for the SDK headers', async () => {
    const res = await fetch(firestoreUrl(server, ':runQuery'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client,x-firebase-gmpid',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-goog-api-client');
  });
});
