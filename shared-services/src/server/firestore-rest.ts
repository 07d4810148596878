import type { BonusAtlasFirebaseConfig } from '@bonus-atlas/shared-services/kernel';

// The server's reads of a member's own documents over Firestore's REST API, with the member's ID token,
// so the security rules decide exactly as for their browser.

const PRODUCTION_FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

export type RestValue = Record<string, unknown>;

/** The database's origin and documents root for this build (the emulator's when built for them). */
export function documentsRoot(config: BonusAtlasFirebaseConfig): { origin: string; root: string } {
  const origin = config.useEmulators
    ? `http://${config.emulators.firestoreHost}:${config.emulators.firestorePort}`
    : PRODUCTION_FIRESTORE_ORIGIN;
  return { origin, root: `projects/${config.projectId}/databases/(default)/documents` };
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
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, decodeValue(value)]));
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
