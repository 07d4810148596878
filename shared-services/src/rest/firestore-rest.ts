import { dataOrigins, type BonusAtlasFirebaseConfig } from '@bonus-atlas/shared-services/kernel';

// Reads over Firestore's REST API: the server's reads of a member's own documents, with the member's ID
// token, so the security rules decide exactly as for their browser; and public reads (the brand
// listing) that a page makes without loading the Firestore SDK.

export type RestValue = Record<string, unknown>;

/** The database's origin and documents root for this build (the emulator's when built for them). */
export function documentsRoot(config: BonusAtlasFirebaseConfig): { origin: string; root: string } {
  return { origin: dataOrigins(config).firestore, root: `projects/${config.projectId}/databases/(default)/documents` };
}

/**
 * A Firestore REST value as the SDK would hand it over (timestamps as Dates, numbers as numbers).
 * Written by hand: the browser SDK decodes only its own channel's answers, and firebase-admin reads
 * past the rules, where these reads must be the member's own.
 */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in value)
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map((item) => decodeValue(item));
  return null;
}

export function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  // a plain loop: the brand listing decodes ~100,000 values at 10,000 brands, on phones too
  const decoded: Record<string, unknown> = {};
  if (fields) for (const key in fields) decoded[key] = decodeValue(fields[key] as RestValue);
  return decoded;
}

/** One REST call as the member; a refusal or an error answer throws (the page is then the plain one). */
export async function postAsMember(
  url: string,
  idToken: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    signal,
    // the member's own ID token: the security rules decide, exactly as for their browser
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`member read failed: HTTP ${response.status}`);
  return response.json();
}

/** A document's id from its REST name (the last segment, decoded). */
export function documentId(name: string | undefined): string | null {
  const last = name?.split('/').pop();
  return last ? decodeURIComponent(last) : null;
}

/** The documents a runQuery answered with, as [id, fields] (rows without a document left out). */
export function queryRows(answer: unknown): Array<[string, Record<string, unknown>]> {
  if (!Array.isArray(answer)) return [];
  return (answer as Array<{ document?: { name?: string; fields?: Record<string, RestValue> } }>).flatMap((row) => {
    const id = documentId(row.document?.name);
    return id && row.document ? [[id, decodeFields(row.document.fields)] as [string, Record<string, unknown>]] : [];
  });
}

/** A refused or failed REST call, with the code a Firebase SDK would give it (`permission-denied`, `unavailable`). */
export class FirestoreRestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

/** `PERMISSION_DENIED` → `permission-denied`, the SDK's spelling of the same status. */
const sdkCode = (status: unknown, httpStatus: number): string =>
  typeof status === 'string' && status !== ''
    ? status.toLowerCase().replaceAll('_', '-')
    : httpStatus >= 500
      ? 'unavailable'
      : 'unknown';

/** A document as a REST answer holds it: its id, its fields (REST values) and when it was last written. */
export interface RestDocument {
  id: string;
  fields: Record<string, RestValue>;
  updateTime: string;
}

/** One REST call as a visitor (no token); a failed or refused one throws a FirestoreRestError. */
async function postPublic(url: string, body: unknown, what: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      signal,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FirestoreRestError(`read of ${what} failed: ${String(error)}`, 'network-request-failed');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { status?: unknown } } | null;
    throw new FirestoreRestError(
      `read of ${what} failed: HTTP ${response.status}`,
      sdkCode(answer?.error?.status, response.status),
    );
  }
  return response.json();
}

type RawDocument = { name?: string; fields?: Record<string, RestValue>; updateTime?: string };

function restDocument(document: RawDocument | undefined): RestDocument[] {
  const id = documentId(document?.name);
  return id && document ? [{ id, fields: document.fields ?? {}, updateTime: document.updateTime ?? '' }] : [];
}

/**
 * Every document of a collection that the rules let anyone read, as a visitor (no token), over REST:
 * a public page lists it without the Firestore SDK. `fields`: only these fields of each (their
 * `updateTime` tells whether a kept copy is still current). No answer at all is
 * `network-request-failed` (the visitor's connection), an error answer the database's own status
 * (`unavailable`: its service).
 */
export async function readPublicCollection(
  config: BonusAtlasFirebaseConfig,
  collectionId: string,
  { fields, signal }: { fields?: readonly string[]; signal?: AbortSignal } = {},
): Promise<RestDocument[]> {
  const { origin, root } = documentsRoot(config);
  const select = fields ? { select: { fields: fields.map((fieldPath) => ({ fieldPath })) } } : {};
  const answer = await postPublic(
    `${origin}/v1/${root}:runQuery`,
    { structuredQuery: { from: [{ collectionId }], ...select } },
    collectionId,
    signal,
  );
  return Array.isArray(answer) ? (answer as Array<{ document?: RawDocument }>).flatMap((row) => restDocument(row.document)) : [];
}

/** Some documents of a collection that anyone may read, by id (a missing one is left out). */
export async function readPublicDocuments(
  config: BonusAtlasFirebaseConfig,
  collectionId: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<RestDocument[]> {
  const { origin, root } = documentsRoot(config);
  const documents = ids.map((id) => `${root}/${collectionId}/${encodeURIComponent(id)}`);
  const answer = await postPublic(`${origin}/v1/${root}:batchGet`, { documents }, collectionId, signal);
  return Array.isArray(answer) ? (answer as Array<{ found?: RawDocument }>).flatMap((row) => restDocument(row.found)) : [];
}
