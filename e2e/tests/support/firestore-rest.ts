import { toFields, toValue, type Plain } from '@bonus-atlas/local-firebase/plain-values';
import { FIRESTORE_ORIGIN } from './stack';
import { listingWrite } from './brand-listing';

// Test data straight through local-firebase's Firestore REST API with the emulator `owner` token
// (bypasses the rules, like the official emulator), so journeys don't depend on seed details.
const FIRESTORE = FIRESTORE_ORIGIN;
export const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export type FirestoreValue = Record<string, unknown>;

// plain data as REST values: local-firebase's encoder, the one its own differential check writes with
export { toValue as encode, toFields as fields, type Plain };

export function decode(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: FirestoreValue[] }).values ?? [];
    return values.map(decode);
  }
  return value;
}

export async function rpc(
  method: 'commit' | 'runQuery' | 'batchGet',
  body: unknown,
  parent = DOCUMENTS,
): Promise<unknown> {
  const response = await fetch(`${FIRESTORE}/v1/${parent}:${method}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Firestore ${method} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One document as plain fields (null when missing), through batchGet with the owner token. */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const [answer] = (await rpc('batchGet', { documents: [`${DOCUMENTS}/${path}`] })) as {
    found?: { fields?: Record<string, FirestoreValue> };
  }[];
  if (!answer?.found) return null;
  return Object.fromEntries(Object.entries(answer.found.fields ?? {}).map(([key, value]) => [key, decode(value)]));
}

/** A brand document's id (`brands/{id}`), whose listing entry the apps write in the same commit. */
const brandIdOf = (path: string) => /^brands\/([^/]+)$/.exec(path)?.[1];

/**
 * Creates or replaces documents (path relative to the database root → plain fields) in one commit; a brand
 * is listed in the same commit, as the apps' saves list it (home, search, sitemap read the listing).
 */
export async function writeDocuments(documents: Record<string, Record<string, Plain>>): Promise<void> {
  const entries = Object.entries(documents);
  await rpc('commit', {
    writes: [
      ...entries.map(([path, data]) => ({ update: { name: `${DOCUMENTS}/${path}`, fields: toFields(data) } })),
      ...entries.flatMap(([path, data]) => {
        const brandId = brandIdOf(path);
        return brandId ? [listingWrite(brandId, data)] : [];
      }),
    ],
  });
}

/** Deletes documents in one commit; a deleted brand leaves the listing with it. */
export async function deleteDocuments(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const unlisted = paths.flatMap((path) => {
    const brandId = brandIdOf(path);
    return brandId ? [listingWrite(brandId, null)] : [];
  });
  await rpc('commit', { writes: [...paths.map((path) => ({ delete: `${DOCUMENTS}/${path}` })), ...unlisted] });
}

/** Documents of a collection where one field equals a string, decoded, with their ids. */
export async function queryWhereEqual(
  collectionId: string,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const rows = (await rpc('runQuery', {
    structuredQuery: {
      from: [{ collectionId }],
      where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
    },
  })) as { document?: { name: string; fields: Record<string, FirestoreValue> } }[];
  return decodeRows(rows);
}

/** Every document of a subcollection, e.g. `brands/{id}/promotions`, decoded, with ids. */
export async function listCollection(path: string): Promise<Record<string, unknown>[]> {
  const slash = path.lastIndexOf('/');
  const parent = slash === -1 ? DOCUMENTS : `${DOCUMENTS}/${path.slice(0, slash)}`;
  const rows = (await rpc(
    'runQuery',
    { structuredQuery: { from: [{ collectionId: path.slice(slash + 1) }] } },
    parent,
  )) as {
    document?: { name: string; fields: Record<string, FirestoreValue> };
  }[];
  return decodeRows(rows);
}

type QueryRow = { document?: { name: string; fields: Record<string, FirestoreValue> } };

/** runQuery answers as plain objects with their ids. */
function decodeRows(rows: QueryRow[]): Record<string, unknown>[] {
  return rows
    .filter((row) => row.document)
    .map((row) => ({
      id: row.document!.name.split('/').pop(),
      ...Object.fromEntries(Object.entries(row.document!.fields).map(([key, value]) => [key, decode(value)])),
    }));
}
