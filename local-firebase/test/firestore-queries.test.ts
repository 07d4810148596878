import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and, average, Bytes, collection, collectionGroup, count, deleteDoc, doc, documentId, endAt, endBefore, GeoPoint, getAggregate,
  getCount, getDocs, limit, limitToLast, or, orderBy, query, setDoc, startAfter, startAt, sum, Timestamp, where,
  writeBatch, type Query,
} from 'firebase/firestore/lite';
import type { LocalFirebase } from '../src/start.js';
import { connect, startServer, type Client } from './support/harness.js';

let server: LocalFirebase;
let client: Client;

const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.id);

beforeAll(async () => {
  server = await startServer();
  client = connect(server);
  const batch = writeBatch(client.db);
  const promos = [
    { id: 'p1', category: 'Welcome Bonus', maxBonus: 500, rating: 4.8, games: ['Slots', 'Casino'], title: 'Alpha' },
    { id: 'p2', category: 'Reload', maxBonus: 100, rating: 3.2, games: ['Sports'], title: 'Bravo' },
    { id: 'p3', category: 'Welcome Bonus', maxBonus: 1000, rating: 4.1, games: ['Slots'], title: 'Charlie' },
    { id: 'p4', category: 'Rebate', maxBonus: 0, rating: 5, games: [], title: 'Delta' },
    { id: 'p5', category: 'Referral', maxBonus: 250.5, rating: 4.8, games: ['Lottery', 'Fishing'], title: 'Echo' },
  ];
  for (const { id, ...data } of promos) batch.set(doc(client.db, `things/${id}`), data);
  // Mixed types in one field to check Firestore's cross-type ordering.
  const mixed: [string, unknown][] = [
    ['m-null', null],
    ['m-true', true],
    ['m-false', false],
    ['m-nan', Number.NaN],
    ['m-neg', -5],
    ['m-int', 3],
    ['m-double', 3.5],
    ['m-time', Timestamp.fromMillis(1000)],
    ['m-str-b', 'b'],
    ['m-str-a', 'a'],
    ['m-bytes', Bytes.fromUint8Array(new Uint8Array([1]))],
    ['m-ref', doc(client.db, 'a/b')],
    ['m-geo', new GeoPoint(1, 1)],
    ['m-array', [1]],
    ['m-map', { a: 1 }],
  ];
  for (const [id, v] of mixed) batch.set(doc(client.db, `mixed/${id}`), { v });
  batch.set(doc(client.db, 'mixed/m-missing'), { other: 1 });
  // Collection group: promotions under two brands plus an unrelated collection of the same id elsewhere.
  batch.set(doc(client.db, 'brands/b1/promotions/x1'), { n: 1 });
  batch.set(doc(client.db, 'brands/b1/promotions/x2'), { n: 2 });
  batch.set(doc(client.db, 'brands/b2/promotions/x3'), { n: 3 });
  batch.set(doc(client.db, 'archive/a1/deep/d1/promotions/x4'), { n: 4 });
  batch.set(doc(client.db, 'brands/b1/comments/c1'), { n: 5 });
  await batch.commit();
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

const things = () => collection(client.db, 'things');

describe('runQuery filters', () => {
  // Inequality filters order by their field first (Firestore's implicit orderBy), then by name.
  it('supports every comparison operator', async () => {
    expect(await ids(query(things(), where('category', '==', 'Welcome Bonus')))).toEqual(['p1', 'p3']);
    expect(await ids(query(things(), where('maxBonus', '<', 250.5)))).toEqual(['p4', 'p2']);
    expect(await ids(query(things(), where('maxBonus', '<=', 250.5)))).toEqual(['p4', 'p2', 'p5']);
    expect(await ids(query(things(), where('maxBonus', '>', 250.5)))).toEqual(['p1', 'p3']);
    expect(await ids(query(things(), where('maxBonus', '>=', 500)))).toEqual(['p1', 'p3']);
    expect(await ids(query(things(), where('category', '!=', 'Welcome Bonus')))).toEqual(['p4', 'p5', 'p2']);
  });

  it('supports array and membership operators', async () => {
    expect(await ids(query(things(), where('games', 'array-contains', 'Slots')))).toEqual(['p1', 'p3']);
    expect(await ids(query(things(), where('games', 'array-contains-any', ['Sports', 'Lottery'])))).toEqual(['p2', 'p5']);
    expect(await ids(query(things(), where('category', 'in', ['Reload', 'Rebate'])))).toEqual(['p2', 'p4']);
    expect(await ids(query(things(), where('category', 'not-in', ['Reload', 'Rebate'])))).toEqual(['p5', 'p1', 'p3']);
  });

  it('matches integers and doubles by numeric value', async () => {
    expect(await ids(query(things(), where('rating', '==', 5)))).toEqual(['p4']);
    expect(await ids(query(things(), where('rating', '==', 5.0)))).toEqual(['p4']);
  });

  it('supports IS_NULL, IS_NAN and their negations', async () => {
    const mixed = collection(client.db, 'mixed');
    expect(await ids(query(mixed, where('v', '==', null)))).toEqual(['m-null']);
    expect(await ids(query(mixed, where('v', '==', Number.NaN)))).toEqual(['m-nan']);
    const notNull = await ids(query(mixed, where('v', '!=', null)));
    expect(notNull).not.toContain('m-null');
    expect(notNull).not.toContain('m-missing');
    expect(notNull).toHaveLength(14);
    expect(await ids(query(mixed, where('v', '!=', Number.NaN)))).not.toContain('m-nan');
  });

  it('combines filters with AND and OR', async () => {
    const q = query(
      things(),
      or(and(where('category', '==', 'Welcome Bonus'), where('maxBonus', '>', 600)), where('title', '==', 'Bravo')),
    );
    expect((await ids(q)).sort()).toEqual(['p2', 'p3']);
  });

  it('filters and orders by document id', async () => {
    expect(await ids(query(things(), where(documentId(), '>', 'p3')))).toEqual(['p4', 'p5']);
    expect(await ids(query(things(), orderBy(documentId(), 'desc'), limit(2)))).toEqual(['p5', 'p4']);
  });
});

describe('runQuery ordering, limits and cursors', () => {
  it('orders by several fields with the document name as the last tie-breaker', async () => {
    expect(await ids(query(things(), orderBy('rating', 'desc'), orderBy('maxBonus')))).toEqual(['p4', 'p5', 'p1', 'p3', 'p2']);
    // The implicit __name__ order follows the last explicit direction.
    expect(await ids(query(things(), orderBy('rating', 'desc')))).toEqual(['p4', 'p5', 'p1', 'p3', 'p2']);
  });

  it('sorts across types in Firestore type order and skips documents without the field', async () => {
    expect(await ids(query(collection(client.db, 'mixed'), orderBy('v')))).toEqual([
      'm-null', 'm-false', 'm-true', 'm-nan', 'm-neg', 'm-int', 'm-double', 'm-time', 'm-str-a', 'm-str-b', 'm-bytes', 'm-ref',
      'm-geo', 'm-array', 'm-map',
    ]);
  });

  it('applies limit and limitToLast', async () => {
    expect(await ids(query(things(), orderBy('maxBonus'), limit(2)))).toEqual(['p4', 'p2']);
    expect(await ids(query(things(), orderBy('maxBonus'), limitToLast(2)))).toEqual(['p1', 'p3']);
  });

  it('honours startAt, startAfter, endAt and endBefore', async () => {
    const byBonus = (...c: Parameters<typeof query>[1][]) => ids(query(things(), orderBy('maxBonus'), ...c));
    expect(await byBonus(startAt(250.5))).toEqual(['p5', 'p1', 'p3']);
    expect(await byBonus(startAfter(250.5))).toEqual(['p1', 'p3']);
    expect(await byBonus(endAt(250.5))).toEqual(['p4', 'p2', 'p5']);
    expect(await byBonus(endBefore(250.5))).toEqual(['p4', 'p2']);
    expect(await byBonus(startAfter(100), endBefore(1000))).toEqual(['p5', 'p1']);
  });

  it('pages with a document snapshot cursor across equal values', async () => {
    const first = await getDocs(query(things(), orderBy('rating', 'desc'), limit(2)));
    expect(first.docs.map((d) => d.id)).toEqual(['p4', 'p5']);
    const next = query(things(), orderBy('rating', 'desc'), startAfter(first.docs[1]), limit(2));
    expect(await ids(next)).toEqual(['p1', 'p3']);
  });
});

describe('collection groups and aggregations', () => {
  it('queries every collection with the id, at any depth, and nothing else', async () => {
    const all = await ids(query(collectionGroup(client.db, 'promotions'), orderBy('n')));
    expect(all).toEqual(['x1', 'x2', 'x3', 'x4']);
    expect(await ids(query(collectionGroup(client.db, 'promotions'), where('n', '>=', 2), orderBy('n', 'desc')))).toEqual(['x4', 'x3', 'x2']);
  });

  it('queries a subcollection of one document only', async () => {
    expect(await ids(collection(client.db, 'brands/b1/promotions'))).toEqual(['x1', 'x2']);
  });

  it('counts, sums and averages', async () => {
    expect((await getCount(things())).data().count).toBe(5);
    expect((await getCount(query(things(), where('category', '==', 'Welcome Bonus')))).data().count).toBe(2);
    const agg = await getAggregate(things(), { total: sum('maxBonus'), mean: average('rating'), n: count() });
    // Summation order is Firestore's (index order), so the average is compared to the last bits only.
    expect(agg.data()).toEqual({ total: 1850.5, mean: expect.closeTo((4.8 + 3.2 + 4.1 + 5 + 4.8) / 5, 12), n: 5 });
    const empty = await getAggregate(query(things(), where('category', '==', 'None')), { total: sum('maxBonus'), mean: average('rating') });
    expect(empty.data()).toEqual({ total: 0, mean: null });
    const ints = await getAggregate(collectionGroup(client.db, 'promotions'), { total: sum('n') });
    expect(ints.data().total).toBe(10);
  });

  it('counts with a limit', async () => {
    expect((await getCount(query(things(), orderBy('maxBonus'), limit(3)))).data().count).toBe(3);
  });

  it('keeps == results current as documents change, move and disappear (equality index)', async () => {
    const group = () => query(collectionGroup(client.db, 'offers'), where('kind', '==', 'hot'));
    await setDoc(doc(client.db, 'brands/b1/offers/o1'), { kind: 'hot' });
    await setDoc(doc(client.db, 'brands/b2/offers/o2'), { kind: 'cold' });
    expect(await ids(group())).toEqual(['o1']);
    await setDoc(doc(client.db, 'brands/b2/offers/o2'), { kind: 'hot' });
    await setDoc(doc(client.db, 'brands/b1/offers/o1'), { kind: 'cold' });
    expect(await ids(group())).toEqual(['o2']);
    expect(await ids(query(collection(client.db, 'brands/b1/offers'), where('kind', '==', 'hot')))).toEqual([]);
    expect(await ids(query(collection(client.db, 'brands/b2/offers'), where('kind', '==', 'hot')))).toEqual(['o2']);
    await deleteDoc(doc(client.db, 'brands/b2/offers/o2'));
    expect(await ids(group())).toEqual([]);
    await setDoc(doc(client.db, 'brands/b3/offers/o3'), { kind: 'hot', n: 1 });
    expect(await ids(query(collectionGroup(client.db, 'offers'), where('kind', '==', 'hot'), where('n', '==', 1.0)))).toEqual(['o3']);
  });

  it('returns an empty result for an empty collection', async () => {
    expect(await ids(collection(client.db, 'empty'))).toEqual([]);
    await setDoc(doc(client.db, 'empty/tmp'), { a: 1 });
    expect(await ids(collection(client.db, 'empty'))).toEqual(['tmp']);
  });
});
