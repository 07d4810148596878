import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalFirebase } from '../src/start.js';
import { firestoreUrl, PROJECT_ID, startServer, writeRules } from './support/harness.js';

/** Answers where local-firebase used to differ from Google's emulator (found by the differential check). */

let server: LocalFirebase;
const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
const name = (path: string) => `${root}/${path}`;
const int = (n: number) => ({ integerValue: String(n) });
const str = (s: string) => ({ stringValue: s });

// `q` and `t` are open; `locked/*` nobody but the owner token may write.
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /q/{id} {
      allow read, write: if true;
    }
    match /t/{id} {
      allow read, write: if true;
    }
    match /locked/{id} {
      allow read: if true;
      allow write: if false;
    }
  }
}
`;

async function rpc(method: string, body: unknown, auth = 'owner'): Promise<{ status: string | null; body: unknown }> {
  const res = await fetch(firestoreUrl(server, `:${method}`), {
    method: 'POST',
    headers: auth === 'visitor' ? {} : { Authorization: `Bearer ${auth}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { status: string } } | unknown[];
  const error = Array.isArray(json) ? undefined : json.error;
  return { status: error ? error.status : null, body: json };
}

const put = (path: string, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ update: { name: name(path), fields }, ...extra });
const commit = (writes: unknown[], auth?: string) => rpc('commit', { writes }, auth);
const query = (structuredQuery: Record<string, unknown>) => rpc('runQuery', { structuredQuery });
const names = (body: unknown) => (body as { document?: { name: string } }[]).flatMap((p) => (p.document ? [p.document.name.split('/').pop()] : []));
const filter = (fieldPath: string, op: string, value: unknown) => ({ fieldFilter: { field: { fieldPath }, op, value } });
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });

beforeAll(async () => {
  server = await startServer({ rulesFile: writeRules(RULES).rulesFile });
  const docs = [
    put('q/a', { g: str('red'), n: int(3), tags: { arrayValue: { values: [str('x')] } } }),
    put('q/b', { g: str('red'), n: int(1) }),
    put('q/c', { g: str('blue'), n: int(2) }),
    put('q/d', { g: str('red') }),
    put('locked/one', { a: int(1) }),
  ];
  expect((await commit(docs)).status).toBeNull();
});
afterAll(async () => {
  await server.stop();
});

describe('queries', () => {
  it('answers limit 0 with no documents (it used to fail with INTERNAL)', async () => {
    const answer = await query({ from: [{ collectionId: 'q' }], limit: 0 });
    expect(answer.status).toBeNull();
    expect(names(answer.body)).toEqual([]);
  });

  it('orders implicit inequality and __name__ terms in the direction of the last explicit orderBy', async () => {
    const answer = await query({
      from: [{ collectionId: 'q' }],
      where: and(filter('n', 'GREATER_THAN', int(0)), filter('g', 'IN', { arrayValue: { values: [str('red'), str('blue')] } })),
      orderBy: [{ field: { fieldPath: 'g' }, direction: 'DESCENDING' }],
    });
    // g desc, then n desc (implicit, last explicit direction): red 3, red 1, blue 2
    expect(names(answer.body)).toEqual(['a', 'b', 'c']);
  });

  it('refuses fields ordered after __name__, including an implicit inequality field', async () => {
    const answer = await query({
      from: [{ collectionId: 'q' }],
      where: filter('n', 'GREATER_THAN', int(0)),
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
    });
    expect(answer.status).toBe('INVALID_ARGUMENT');
  });

  it('allows one negation per query and no not-in with in / array-contains-any; one array-contains per query', async () => {
    const list = { arrayValue: { values: [int(1)] } };
    expect((await query({ from: [{ collectionId: 'q' }], where: and(filter('n', 'NOT_EQUAL', int(1)), filter('g', 'NOT_IN', list)) })).status).toBe('INVALID_ARGUMENT');
    expect((await query({ from: [{ collectionId: 'q' }], where: and(filter('n', 'NOT_IN', list), filter('g', 'IN', list)) })).status).toBe('INVALID_ARGUMENT');
    expect((await query({ from: [{ collectionId: 'q' }], where: and(filter('tags', 'ARRAY_CONTAINS', str('x')), filter('tags', 'ARRAY_CONTAINS_ANY', list)) })).status).toBe('INVALID_ARGUMENT');
    expect((await query({ from: [{ collectionId: 'q' }], where: and(filter('n', 'IN', list), filter('g', 'IN', list)) })).status).toBeNull();
  });

  it('matches nothing for comparisons with NaN or null, without ordering by the field', async () => {
    const nan = await query({ from: [{ collectionId: 'q' }], where: filter('n', 'GREATER_THAN', { doubleValue: 'NaN' }), orderBy: [{ field: { fieldPath: '__name__' } }] });
    expect(nan.status).toBeNull();
    expect(names(nan.body)).toEqual([]);
    const notNull = await query({ from: [{ collectionId: 'q' }], where: filter('n', 'NOT_EQUAL', { nullValue: null }) });
    expect(names(notNull.body)).toEqual([]);
  });

  it('keeps limited ordered pages current as documents are added, changed and deleted', async () => {
    const page = async () =>
      names((await query({ from: [{ collectionId: 'q' }], orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }], limit: 2 })).body);
    expect(await page()).toEqual(['a', 'c']);
    expect((await commit([put('q/e', { n: int(9) })])).status).toBeNull();
    expect(await page()).toEqual(['e', 'a']);
    expect((await commit([put('q/a', { n: int(0) }), { delete: name('q/e') }])).status).toBeNull();
    expect(await page()).toEqual(['c', 'b']);
    expect((await commit([put('q/a', { g: str('red'), n: int(3), tags: { arrayValue: { values: [str('x')] } } })])).status).toBeNull();
  });

  it('answers a name asked twice in batchGet once', async () => {
    const answer = await rpc('batchGet', { documents: [name('q/a'), name('q/zz'), name('q/a')] });
    expect(answer.body as unknown[]).toHaveLength(2);
  });
});

describe('aggregations', () => {
  const aggregate = (aggregations: unknown[], extra: Record<string, unknown> = {}) =>
    rpc('runAggregationQuery', { structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'q' }], ...extra }, aggregations } });
  const fields = (body: unknown) => (body as { result?: { aggregateFields: Record<string, unknown> } }[]).find((p) => p.result)?.result?.aggregateFields;

  it('counts only documents that have the summed field, ordered by it before the limit', async () => {
    const all = await aggregate([{ alias: 'c', count: {} }, { alias: 's', sum: { field: { fieldPath: 'n' } } }]);
    expect(fields(all.body)).toEqual({ c: int(3), s: int(6) });
    // limit 1 takes the smallest n (1), as an index on n would
    const first = await aggregate([{ alias: 's', sum: { field: { fieldPath: 'n' } } }], { limit: 1 });
    expect(fields(first.body)).toEqual({ s: int(1) });
  });

  it('refuses sum/avg with an explicit __name__ order', async () => {
    const answer = await aggregate([{ alias: 'a', avg: { field: { fieldPath: 'n' } } }], { orderBy: [{ field: { fieldPath: '__name__' } }] });
    expect(answer.status).toBe('INVALID_ARGUMENT');
  });
});

describe('commits', () => {
  it('reports null as the result of array transforms', async () => {
    const answer = await commit([
      put('t/arr', {}, { updateTransforms: [{ fieldPath: 'tags', appendMissingElements: { values: [str('a')] } }, { fieldPath: 'n', increment: int(2) }] }),
    ]);
    const results = (answer.body as { writeResults: { transformResults: unknown[] }[] }).writeResults[0]?.transformResults;
    expect(results).toEqual([{ nullValue: null }, int(2)]);
  });

  it('answers PERMISSION_DENIED before a failed precondition (no existence leak)', async () => {
    const answer = await commit([put('locked/one', { a: int(2) }, { currentDocument: { exists: false } })], 'visitor');
    expect(answer.status).toBe('PERMISSION_DENIED');
    const missing = await commit([put('locked/none', { a: int(2) }, { currentDocument: { exists: true } })], 'visitor');
    expect(missing.status).toBe('PERMISSION_DENIED');
  });

  it('refuses write sequences Firestore refuses in one commit', async () => {
    const insert = { currentDocument: { exists: false } };
    expect((await commit([put('t/s1', {}), put('t/s1', {}, insert)])).status).toBe('INVALID_ARGUMENT');
    expect((await commit([put('t/s2', {}, insert), put('t/s2', {}, insert)])).status).toBe('INVALID_ARGUMENT');
    expect((await commit([{ delete: name('q/c') }, put('q/c', {}, { currentDocument: { exists: true } })])).status).toBe('INVALID_ARGUMENT');
    expect((await commit([put('t/s3', {}), { delete: name('t/s3'), currentDocument: { exists: false } }])).status).toBe('INVALID_ARGUMENT');
    // allowed: delete then insert, insert then upsert, upsert then update
    expect((await commit([{ delete: name('t/s4') }, put('t/s4', {}, insert), put('t/s4', { a: int(1) })])).status).toBeNull();
    expect((await commit([put('t/s5', {}), put('t/s5', { a: int(1) }, { currentDocument: { exists: true } })])).status).toBeNull();
  });

  it('checks an updateTime precondition against the stored version, even after an earlier write in the commit', async () => {
    const read = (await rpc('batchGet', { documents: [name('q/d')] })).body as { found: { updateTime: string } }[];
    const version = { currentDocument: { updateTime: read[0]?.found.updateTime } };
    const answer = await commit([put('q/d', { g: str('green') }, version), put('q/d', { g: str('pink') }, version)]);
    expect(answer.status).toBeNull();
  });
});
