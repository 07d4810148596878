// Test data straight through local-firebase's Firestore REST API with the emulator `owner` token
// (bypasses the rules, like the official emulator), so journeys don't depend on seed details.
const FIRESTORE = `http://127.0.0.1:${process.env.FIRESTORE_PORT ?? '8080'}`;
export const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export type Plain = string | number | boolean | null | Date | Plain[];
export type FirestoreValue = Record<string, unknown>;

export function encode(value: Plain): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

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

/** A plain object as Firestore REST `fields`. */
export const fields = (data: Record<string, Plain>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

export async function rpc(method: 'commit' | 'runQuery', body: unknown, parent = DOCUMENTS): Promise<unknown> {
  const response = await fetch(`${FIRESTORE}/v1/${parent}:${method}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Firestore ${method} failed: ${response.status} ${await response.text()}`);
  return response.json();
}
