import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collection, collectionGroup, getCount, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { loadIndexConfig, missingIndexes, type IndexConfig } from '../src/firestore/indexes.js';
import type { LocalFirebase } from '../src/start.js';
import { connect, startServer, tempDir, type Client } from './support/harness.js';

const config: IndexConfig = {
  indexes: [
    {
      collectionGroup: 'promotions',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'category', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'comments',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'relatedContentId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'comments',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [
    {
      collectionGroup: 'promotions',
      fieldPath: 'brandId',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
    { collectionGroup: 'brands', fieldPath: 'description', indexes: [] },
  ],
};

type Filter = [field: string, op: string];
function q(collectionId: string, filters: Filter[], order: [string, 'ASCENDING' | 'DESCENDING'][] = [], group = false): unknown {
  const where = filters.map(([fieldPath, op]) => ({ fieldFilter: { field: { fieldPath }, op, value: { stringValue: 'x' } } }));
  return {
    from: [{ collectionId, ...(group ? { allDescendants: true } : {}) }],
    ...(where.length === 1 ? { where: where[0] } : where.length > 1 ? { where: { compositeFilter: { op: 'AND', filters: where } } } : {}),
    orderBy: order.map(([fieldPath, direction]) => ({ field: { fieldPath }, direction })),
  };
}

describe("Firestore's index rules", () => {
  it('serves equality filters and one order field from automatic single-field indexes', () => {
    expect(missingIndexes(config, q('brands', [['slug', 'EQUAL']]))).toEqual([]);
    expect(missingIndexes(config, q('brands', [['a', 'EQUAL'], ['b', 'EQUAL'], ['c', 'ARRAY_CONTAINS']]))).toEqual([]);
    expect(missingIndexes(config, q('brands', [], [['createdAt', 'DESCENDING']]))).toEqual([]);
    expect(missingIndexes(config, q('brands', [['rating', 'GREATER_THAN']], [['rating', 'DESCENDING']]))).toEqual([]);
  });

  it('needs a composite for equality plus an order or range on another field, and names it', () => {
    expect(missingIndexes(config, q('brands', [['createdBy', 'EQUAL']], [['createdAt', 'DESCENDING']]))).toEqual([
      {
        indexes: {
          collectionGroup: 'brands',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'createdBy', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
      },
    ]);
    const range = missingIndexes(config, q('brands', [['owner', 'EQUAL'], ['rating', 'GREATER_THAN']]));
    expect(range).toHaveLength(1);
    expect(JSON.stringify(range)).toContain('"fieldPath":"rating","order":"ASCENDING"');
  });

  it('needs a composite for array-contains plus an order, with arrayConfig CONTAINS', () => {
    const missing = missingIndexes(config, q('promotions', [['gameCategories', 'ARRAY_CONTAINS']], [['createdAt', 'ASCENDING']]));
    expect(JSON.stringify(missing)).toContain('{"fieldPath":"gameCategories","arrayConfig":"CONTAINS"}');
  });

  it('matches the order direction exactly', () => {
    expect(missingIndexes(config, q('comments', [['status', 'EQUAL']], [['createdAt', 'DESCENDING']]))).toEqual([]);
    expect(missingIndexes(config, q('comments', [['status', 'EQUAL']], [['createdAt', 'ASCENDING']]))).toHaveLength(1);
  });

  it('merges composites that end in the same order to cover several equality fields', () => {
    expect(missingIndexes(config, q('comments', [['status', 'EQUAL'], ['relatedContentId', 'EQUAL']], [['createdAt', 'DESCENDING']]))).toEqual([]);
    expect(missingIndexes(config, q('comments', [['status', 'EQUAL'], ['author', 'EQUAL']], [['createdAt', 'DESCENDING']]))).toHaveLength(1);
  });

  it('gives collection groups no automatic indexes: overrides or group-scoped composites only', () => {
    expect(missingIndexes(config, q('promotions', [['brandId', 'EQUAL']], [], true))).toEqual([]);
    expect(missingIndexes(config, q('promotions', [['category', 'EQUAL']], [['createdAt', 'DESCENDING']], true))).toEqual([]);
    expect(missingIndexes(config, q('replies', [], [], true))).toEqual([]);
    const missing = missingIndexes(config, q('replies', [['relatedContentId', 'EQUAL']], [], true));
    expect(missing).toEqual([
      { fieldOverrides: { collectionGroup: 'replies', fieldPath: 'relatedContentId', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] } },
    ]);
    const two = missingIndexes(config, q('replies', [['relatedContentId', 'EQUAL'], ['commentStatus', 'EQUAL']], [], true));
    expect(two).toHaveLength(1);
    expect(JSON.stringify(two)).toContain('"queryScope":"COLLECTION_GROUP"');
  });

  it('lets a group-scoped composite serve the same query on one collection', () => {
    expect(missingIndexes(config, q('promotions', [['category', 'EQUAL']], [['createdAt', 'DESCENDING']]))).toEqual([]);
  });

  it('honours an exemption: no single-field index on an exempted field', () => {
    expect(missingIndexes(config, q('brands', [], [['description', 'ASCENDING']]))).toHaveLength(1);
  });

  it('checks each branch of an OR', () => {
    const or = {
      from: [{ collectionId: 'comments' }],
      where: {
        compositeFilter: {
          op: 'OR',
          filters: [
            { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'a' } } },
            { fieldFilter: { field: { fieldPath: 'flagged' }, op: 'EQUAL', value: { booleanValue: true } } },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    };
    const missing = missingIndexes(config, or);
    expect(missing).toHaveLength(1);
    expect(JSON.stringify(missing)).toContain('flagged');
  });
});

describe('local-firebase enforces the index file', () => {
  let server: LocalFirebase;
  let client: Client;
  const seen: unknown[] = [];

  beforeAll(async () => {
    const file = path.join(tempDir('indexes'), 'firestore.indexes.json');
    fs.writeFileSync(file, JSON.stringify(config));
    expect(loadIndexConfig(file).indexes).toHaveLength(3);
    server = await startServer({ indexesFile: file, onQuery: (structuredQuery) => seen.push(structuredQuery) });
    client = connect(server);
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('answers a query without its index FAILED_PRECONDITION, naming the index to add', async () => {
    const attempt = getDocs(query(collection(client.db, 'brands'), where('createdBy', '==', 'u1'), orderBy('createdAt', 'desc')));
    await expect(attempt).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(attempt).rejects.toThrow(/requires an index.*"collectionGroup":"brands".*"fieldPath":"createdBy"/);
  });

  it('applies the same check to aggregations', async () => {
    const count = getCount(query(collectionGroup(client.db, 'replies'), where('relatedContentId', '==', 'b1')));
    await expect(count).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('runs queries the indexes serve, and reports every query it saw', async () => {
    const served = await getDocs(query(collectionGroup(client.db, 'promotions'), where('category', '==', 'Rebate'), orderBy('createdAt', 'desc'), limit(5)));
    expect(served.size).toBe(0);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});
