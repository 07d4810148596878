import type { FirestoreValue } from '../rules/contract.js';
import { RpcError } from './errors.js';
import { normalizeTimestamp, timestampToMicros } from '../shared/clock.js';

/** Firestore's cross-type ordering: null < bool < number < timestamp < string < bytes < ref < geo < array < map. */
export const enum TypeOrder {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 4,
  Bytes = 5,
  Reference = 6,
  GeoPoint = 7,
  Array = 8,
  Map = 9,
}

export function typeOrder(value: FirestoreValue): TypeOrder {
  if ('nullValue' in value) return TypeOrder.Null;
  if ('booleanValue' in value) return TypeOrder.Boolean;
  if ('integerValue' in value || 'doubleValue' in value) return TypeOrder.Number;
  if ('timestampValue' in value) return TypeOrder.Timestamp;
  if ('stringValue' in value) return TypeOrder.String;
  if ('bytesValue' in value) return TypeOrder.Bytes;
  if ('referenceValue' in value) return TypeOrder.Reference;
  if ('geoPointValue' in value) return TypeOrder.GeoPoint;
  if ('arrayValue' in value) return TypeOrder.Array;
  return TypeOrder.Map;
}

/** Numeric view of a number value; integers beyond 2^53 lose precision, which only matters for ordering ties. */
export function toNumber(value: FirestoreValue): number {
  if (value.integerValue !== undefined) return Number(value.integerValue);
  return Number(value.doubleValue);
}

export function isInteger(value: FirestoreValue): boolean {
  return value.integerValue !== undefined;
}

export function isNaNValue(value: FirestoreValue): boolean {
  return value.doubleValue !== undefined && Number.isNaN(Number(value.doubleValue));
}

/** Integers with at most 15 digits are exact as JS numbers, so BigInt is needed only beyond that. */
const SAFE_INTEGER = /^-?\d{1,15}$/;

function compareNumbers(a: FirestoreValue, b: FirestoreValue): number {
  if (a.integerValue !== undefined && b.integerValue !== undefined) {
    if (SAFE_INTEGER.test(a.integerValue) && SAFE_INTEGER.test(b.integerValue)) {
      return Math.sign(Number(a.integerValue) - Number(b.integerValue));
    }
    const x = BigInt(a.integerValue);
    const y = BigInt(b.integerValue);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  // Firestore sorts NaN before every other number.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Strings compare by UTF-8 bytes, which is code point order (not JS's UTF-16 order). */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const pa = a.codePointAt(i) ?? ca;
    const pb = b.codePointAt(i) ?? cb;
    return pa < pb ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}

function compareBytes(a: string, b: string): number {
  const x = Buffer.from(a, 'base64');
  const y = Buffer.from(b, 'base64');
  return Math.sign(Buffer.compare(x, y));
}

function compareReferences(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(x[i] ?? '', y[i] ?? '');
    if (c !== 0) return c;
  }
  return Math.sign(x.length - y.length);
}

function compareArrays(a: FirestoreValue[], b: FirestoreValue[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as FirestoreValue, b[i] as FirestoreValue);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

function compareMaps(a: Record<string, FirestoreValue>, b: Record<string, FirestoreValue>): number {
  const ka = Object.keys(a).sort(compareStrings);
  const kb = Object.keys(b).sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const keyA = ka[i] as string;
    const keyB = kb[i] as string;
    const c = compareStrings(keyA, keyB);
    if (c !== 0) return c;
    const v = compareValues(a[keyA] as FirestoreValue, b[keyB] as FirestoreValue);
    if (v !== 0) return v;
  }
  return Math.sign(ka.length - kb.length);
}

/** Total order over Firestore values, as the backend sorts query results. */
export function compareValues(a: FirestoreValue, b: FirestoreValue): number {
  // Fast paths for the common orderBy types (a page of promotions compares thousands of createdAt).
  const xa = a.timestampValue;
  const xb = b.timestampValue;
  if (xa !== undefined && xb !== undefined && xa.length === xb.length) return xa < xb ? -1 : xa > xb ? 1 : 0;
  if (a.stringValue !== undefined && b.stringValue !== undefined) return compareStrings(a.stringValue, b.stringValue);
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case TypeOrder.Null:
      return 0;
    case TypeOrder.Boolean:
      return Number(a.booleanValue) - Number(b.booleanValue);
    case TypeOrder.Number:
      return compareNumbers(a, b);
    case TypeOrder.Timestamp: {
      // Stored and query timestamps are normalized to one fixed-width form, so text order is time order.
      const x = a.timestampValue as string;
      const y = b.timestampValue as string;
      if (x.length === y.length) return x < y ? -1 : x > y ? 1 : 0;
      const mx = timestampToMicros(x);
      const my = timestampToMicros(y);
      return mx < my ? -1 : mx > my ? 1 : 0;
    }
    case TypeOrder.String:
      return compareStrings(a.stringValue as string, b.stringValue as string);
    case TypeOrder.Bytes:
      return compareBytes(a.bytesValue as string, b.bytesValue as string);
    case TypeOrder.Reference:
      return compareReferences(a.referenceValue as string, b.referenceValue as string);
    case TypeOrder.GeoPoint: {
      const ga = a.geoPointValue ?? {};
      const gb = b.geoPointValue ?? {};
      const lat = Math.sign((ga.latitude ?? 0) - (gb.latitude ?? 0));
      return lat !== 0 ? lat : Math.sign((ga.longitude ?? 0) - (gb.longitude ?? 0));
    }
    case TypeOrder.Array:
      return compareArrays(a.arrayValue?.values ?? [], b.arrayValue?.values ?? []);
    default:
      return compareMaps(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
  }
}

/** Equality as queries use it: 1 == 1.0, NaN == NaN (for IS_NAN / IN), -0 == 0. */
export function valuesEqual(a: FirestoreValue, b: FirestoreValue): boolean {
  if (a.stringValue !== undefined || b.stringValue !== undefined) return a.stringValue === b.stringValue;
  if (typeOrder(a) !== typeOrder(b)) return false;
  if (typeOrder(a) === TypeOrder.Number && isNaNValue(a) && isNaNValue(b)) return true;
  return compareValues(a, b) === 0;
}

function fail(detail: string): never {
  throw new RpcError('INVALID_ARGUMENT', `Invalid value: ${detail}`);
}

/** Document maps nest at most 20 deep (checked in limits.ts); query values a little deeper at most. */
const MAX_VALUE_DEPTH = 64;

const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

/**
 * Validates a client Value and returns it in the canonical JSON form this server stores and answers
 * with (integers as strings, non-finite doubles as strings, timestamps at microsecond precision).
 */
export function normalizeValue(input: unknown, depth = 0): FirestoreValue {
  // Deeper than any valid value: refuse before recursion can exhaust the stack.
  if (depth > MAX_VALUE_DEPTH) fail(`nested deeper than ${MAX_VALUE_DEPTH} levels`);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('expected an object');
  const raw = input as Record<string, unknown>;
  const kinds = VALUE_KINDS.filter((k) => k in raw);
  if (kinds.length !== 1) fail(`expected exactly one value kind, got ${kinds.length ? kinds.join(', ') : 'none'}`);
  const kind = kinds[0];
  const v = raw[kind as string];
  switch (kind) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      if (typeof v !== 'boolean') fail('booleanValue must be a boolean');
      return { booleanValue: v };
    case 'integerValue': {
      const s = typeof v === 'number' && Number.isInteger(v) ? String(v) : v;
      if (typeof s !== 'string' || !/^-?\d+$/.test(s)) fail('integerValue must be an integer');
      const big = BigInt(s);
      if (big > 9223372036854775807n || big < -9223372036854775808n) fail('integerValue out of range');
      return { integerValue: big.toString() };
    }
    case 'doubleValue': {
      const n = typeof v === 'string' ? Number(v) : v;
      if (typeof n !== 'number' || (typeof v === 'string' && !['NaN', 'Infinity', '-Infinity'].includes(v) && Number.isNaN(n))) {
        fail('doubleValue must be a number');
      }
      return { doubleValue: Number.isFinite(n) ? n : String(n) };
    }
    case 'timestampValue':
      if (typeof v !== 'string') fail('timestampValue must be an RFC 3339 string');
      return { timestampValue: normalizeTimestamp(v) ?? fail(`bad timestamp ${v}`) };
    case 'stringValue':
      if (typeof v !== 'string') fail('stringValue must be a string');
      return { stringValue: v };
    case 'bytesValue':
      if (typeof v !== 'string') fail('bytesValue must be base64');
      return { bytesValue: Buffer.from(v, 'base64').toString('base64') };
    case 'referenceValue':
      if (typeof v !== 'string' || !/^projects\/[^/]+\/databases\/[^/]+\/documents(\/[^/]+\/[^/]+)+$/.test(v)) {
        fail('referenceValue must be a document name');
      }
      return { referenceValue: v };
    case 'geoPointValue': {
      const g = (v ?? {}) as { latitude?: unknown; longitude?: unknown };
      const lat = g.latitude ?? 0;
      const lng = g.longitude ?? 0;
      if (typeof lat !== 'number' || typeof lng !== 'number') fail('geoPointValue needs numbers');
      return { geoPointValue: { latitude: lat, longitude: lng } };
    }
    case 'arrayValue': {
      const values = (v as { values?: unknown } | null)?.values ?? [];
      if (!Array.isArray(values)) fail('arrayValue.values must be a list');
      return { arrayValue: { values: values.map((element) => normalizeValue(element, depth + 1)) } };
    }
    default: {
      const fields = (v as { fields?: unknown } | null)?.fields ?? {};
      return { mapValue: { fields: normalizeFields(fields, depth + 1) } };
    }
  }
}

export function normalizeFields(input: unknown, depth = 0): Record<string, FirestoreValue> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('fields must be a map');
  const out: Record<string, FirestoreValue> = {};
  for (const [key, value] of Object.entries(input)) out[key] = normalizeValue(value, depth);
  return out;
}
