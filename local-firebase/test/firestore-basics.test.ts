import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch, Timestamp, GeoPoint, Bytes, deleteField,
} from 'firebase/firestore/lite';
import type { LocalFirebase } from '../src/start.js';
import { connect, startServer, type Client } from './support/harness.js';

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

describe('documents through the SDK', () => {
  it('round-trips every value type', async () => {
    const ref = doc(client.db, 'types/all');
    const when = new Date('2026-01-02T03:04:05.678Z');
    const value = {
      nothing: null,
      yes: true,
      int: 42,
      big: 9007199254740991,
      double: 1.5,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      text: 'héllo 👋',
      when: Timestamp.fromDate(when),
      bytes: Bytes.fromUint8Array(new Uint8Array([1, 2, 255])),
      ref: doc(client.db, 'brands/b1'),
      geo: new GeoPoint(-6.2, 106.8),
      list: [1, 'two', [3]].flat(),
      map: { nested: { deep: 'yes' } },
    };
    await setDoc(ref, value);
    const snap = await getDoc(ref);
    const data = snap.data() as Record<string, unknown>;
    expect(data.nothing).toBeNull();
    expect(data.yes).toBe(true);
    expect(data.int).toBe(42);
    expect(data.big).toBe(9007199254740991);
    expect(data.double).toBe(1.5);
    expect(Number.isNaN(data.nan)).toBe(true);
    expect(data.inf).toBe(Number.POSITIVE_INFINITY);
    expect(data.text).toBe('héllo 👋');
    expect((data.when as Timestamp).toDate().toISOString()).toBe(when.toISOString());
    expect((data.bytes as Bytes).toUint8Array()).toEqual(new Uint8Array([1, 2, 255]));
    expect((data.ref as { path: string }).path).toBe('brands/b1');
    expect((data.geo as GeoPoint).latitude).toBe(-6.2);
    expect(data.list).toEqual([1, 'two', 3]);
    expect(data.map).toEqual({ nested: { deep: 'yes' } });
  });

  it('handles ids with colons, spaces and unicode in paths', async () => {
    const parent = doc(client.db, 'brands/a:b c');
    await setDoc(doc(parent, 'promotions/ü:1'), { ok: true });
    expect((await getDocs(collection(parent, 'promotions'))).docs.map((d) => d.id)).toEqual(['ü:1']);
  });

  it('reports missing documents and removes deleted ones', async () => {
    expect((await getDoc(doc(client.db, 'nothing/here'))).exists()).toBe(false);
    const ref = await addDoc(collection(client.db, 'notes'), { text: 'x' });
    expect(ref.id).toHaveLength(20);
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('merges with updateDoc and setDoc merge, deleting fields with deleteField', async () => {
    const ref = doc(client.db, 'users/u1');
    await setDoc(ref, { displayName: 'A', nested: { a: 1, b: 2 }, extra: true });
    await updateDoc(ref, { 'nested.a': 10, extra: deleteField() });
    await setDoc(ref, { nested: { c: 3 } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ displayName: 'A', nested: { a: 10, b: 2, c: 3 } });
    await setDoc(ref, { only: 1 });
    expect((await getDoc(ref)).data()).toEqual({ only: 1 });
  });

  it('fails updateDoc on a missing document with not-found', async () => {
    await expect(updateDoc(doc(client.db, 'users/ghost'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('applies a batch atomically: a failing precondition leaves nothing written', async () => {
    const batch = writeBatch(client.db);
    batch.set(doc(client.db, 'atomic/one'), { n: 1 });
    batch.update(doc(client.db, 'atomic/missing'), { n: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(client.db, 'atomic/one'))).exists()).toBe(false);
    const ok = writeBatch(client.db);
    ok.set(doc(client.db, 'atomic/one'), { n: 1 });
    ok.set(doc(client.db, 'atomic/two'), { n: 2 });
    await ok.commit();
    expect((await getDocs(collection(client.db, 'atomic'))).size).toBe(2);
  });
});
