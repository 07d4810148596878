import type { FirestoreFields, FirestoreValue } from './contract.js';
import {
  RulesBytes,
  RulesLatLng,
  RulesMap,
  RulesPath,
  RulesTimestamp,
  RulesEvalError,
  type RulesValue,
} from './values.js';

/** `projects/p/databases/(default)/documents/a/b` → the rules path `/databases/(default)/documents/a/b`. */
export function referenceToPath(reference: string): RulesPath {
  const segments = reference.split('/').filter((s) => s.length > 0);
  const at = segments.indexOf('databases');
  return new RulesPath(at >= 0 ? segments.slice(at) : segments);
}

export function fromFirestoreValue(value: FirestoreValue): RulesValue {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return BigInt(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) {
    const ts = RulesTimestamp.parse(value.timestampValue);
    if (!ts) throw new RulesEvalError(`invalid timestamp ${value.timestampValue}`);
    return ts;
  }
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return new RulesBytes(new Uint8Array(Buffer.from(value.bytesValue, 'base64')));
  if (value.referenceValue !== undefined) return referenceToPath(value.referenceValue);
  if (value.geoPointValue !== undefined) {
    return new RulesLatLng(value.geoPointValue.latitude ?? 0, value.geoPointValue.longitude ?? 0);
  }
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromFirestoreValue);
  if (value.mapValue !== undefined) return fromFirestoreFields(value.mapValue.fields ?? {});
  throw new RulesEvalError('value with no known type');
}

export function fromFirestoreFields(fields: FirestoreFields): RulesMap {
  const entries = new Map<string, RulesValue>();
  for (const [key, value] of Object.entries(fields)) entries.set(key, fromFirestoreValue(value));
  return new RulesMap(entries);
}
