import type { FirestoreFields } from './contract.js';
import { fromFirestoreFields } from './convert.js';
import type { EvalContext } from './evaluator.js';
import { HASHING } from './hashing.js';
import { durationTime, durationValue, timestampDate } from './time.js';
import {
  RulesDuration,
  RulesEvalError,
  RulesLatLng,
  RulesMap,
  RulesPath,
  RulesTimestamp,
  isNumber,
  typeName,
  type RulesValue,
} from './values.js';

/** Firebase allows at most 20 distinct document reads per (batched) request. */
const MAX_DOCUMENT_READS = 20;

type Fn = (args: RulesValue[], context: EvalContext) => RulesValue;

const DOCUMENT_FUNCTIONS: Record<string, Fn> = {
  get: ([p], c) => document(p, c, 'get'),
  getAfter: ([p], c) => document(p, c, 'getAfter'),
  exists: ([p], c) => document(p, c, 'get') !== null,
  existsAfter: ([p], c) => document(p, c, 'getAfter') !== null,
};

export const GLOBAL_FUNCTIONS: Record<string, { arity: number; call: Fn; service?: 'firestore' }> = {
  get: { arity: 1, call: DOCUMENT_FUNCTIONS.get as Fn, service: 'firestore' },
  getAfter: { arity: 1, call: DOCUMENT_FUNCTIONS.getAfter as Fn, service: 'firestore' },
  exists: { arity: 1, call: DOCUMENT_FUNCTIONS.exists as Fn, service: 'firestore' },
  existsAfter: { arity: 1, call: DOCUMENT_FUNCTIONS.existsAfter as Fn, service: 'firestore' },
  path: { arity: 1, call: ([s]) => RulesPath.parse(expectString(s, 'path')) },
  int: { arity: 1, call: ([v]) => toInt(v as RulesValue) },
  float: { arity: 1, call: ([v]) => toFloat(v as RulesValue) },
  string: { arity: 1, call: ([v]) => toText(v as RulesValue) },
  debug: { arity: 1, call: ([v]) => v as RulesValue },
};

export const NAMESPACE_FUNCTIONS: Record<string, Record<string, { arity: number; call: Fn }>> = {
  math: {
    abs: { arity: 1, call: ([v]) => (typeof v === 'bigint' ? (v < 0n ? -v : v) : Math.abs(expectNumber(v))) },
    ceil: { arity: 1, call: ([v]) => BigInt(Math.ceil(expectNumber(v))) },
    floor: { arity: 1, call: ([v]) => BigInt(Math.floor(expectNumber(v))) },
    round: { arity: 1, call: ([v]) => BigInt(Math.round(expectNumber(v))) },
    sqrt: { arity: 1, call: ([v]) => Math.sqrt(expectNumber(v)) },
    pow: { arity: 2, call: ([a, b]) => Math.pow(expectNumber(a), expectNumber(b)) },
    isInfinite: { arity: 1, call: ([v]) => !Number.isFinite(expectNumber(v)) && !Number.isNaN(expectNumber(v)) },
    isNaN: { arity: 1, call: ([v]) => Number.isNaN(expectNumber(v)) },
  },
  duration: {
    value: { arity: 2, call: ([n, unit]) => durationValue(expectNumberValue(n), expectString(unit, 'duration.value')) },
    time: {
      arity: 4,
      call: ([h, m, s, ns]) => durationTime(expectInt(h), expectInt(m), expectInt(s), expectInt(ns)),
    },
    abs: {
      arity: 1,
      call: ([d]) => {
        if (!(d instanceof RulesDuration)) throw new RulesEvalError('duration.abs() expects a duration');
        return new RulesDuration(d.nanos < 0n ? -d.nanos : d.nanos);
      },
    },
  },
  timestamp: {
    date: { arity: 3, call: ([y, m, d]) => timestampDate(expectInt(y), expectInt(m), expectInt(d)) },
    value: { arity: 1, call: ([ms]) => new RulesTimestamp(expectInt(ms) * 1_000_000n) },
  },
  latlng: {
    value: { arity: 2, call: ([lat, lng]) => new RulesLatLng(expectNumber(lat), expectNumber(lng)) },
  },
  hashing: {
    md5: { arity: 1, call: ([v]) => HASHING.md5(v) },
    sha256: { arity: 1, call: ([v]) => HASHING.sha256(v) },
    crc32: { arity: 1, call: ([v]) => HASHING.crc32(v) },
    crc32c: { arity: 1, call: ([v]) => HASHING.crc32c(v) },
  },
  // Storage rules read Firestore through firestore.get()/exists() with the server's lookup.
  firestore: {
    get: { arity: 1, call: DOCUMENT_FUNCTIONS.get as Fn },
    exists: { arity: 1, call: DOCUMENT_FUNCTIONS.exists as Fn },
  },
};

export function callGlobal(name: string, args: RulesValue[], context: EvalContext): RulesValue {
  const fn = GLOBAL_FUNCTIONS[name];
  if (!fn || (fn.service && fn.service !== context.service)) throw new RulesEvalError(`unknown function ${name}()`);
  return fn.call(args, context);
}

export function callNamespace(namespace: string, name: string, args: RulesValue[], context: EvalContext): RulesValue {
  const fn = NAMESPACE_FUNCTIONS[namespace]?.[name];
  if (!fn) throw new RulesEvalError(`unknown function ${namespace}.${name}()`);
  return fn.call(args, context);
}

/** get()/getAfter(): the document as `resource` would look (data, id, __name__), or null if missing. */
function document(pathValue: RulesValue | undefined, context: EvalContext, when: 'get' | 'getAfter'): RulesValue {
  if (!(pathValue instanceof RulesPath)) throw new RulesEvalError(`${when}() expects a path, got ${typeName(pathValue ?? null)}`);
  const [databases, database, documents, ...rest] = pathValue.segments;
  if (databases !== 'databases' || database === undefined || documents !== 'documents' || rest.length === 0 || rest.length % 2 !== 0) {
    throw new RulesEvalError(`${when}() needs a document path /databases/{db}/documents/..., got ${pathValue.toString()}`);
  }
  if (!context.lookup) throw new RulesEvalError(`${when}() has no document lookup for this request`);
  const relative = rest.join('/');
  context.fetched.add(`${when}:${relative}`);
  if (context.fetched.size > MAX_DOCUMENT_READS) throw new RulesEvalError(`more than ${MAX_DOCUMENT_READS} document reads in one request`);
  const fields: FirestoreFields | null = when === 'get' ? context.lookup.get(relative) : context.lookup.getAfter(relative);
  if (fields === null) return null;
  return RulesMap.of({ data: fromFirestoreFields(fields), id: rest[rest.length - 1] as string, __name__: pathValue });
}

function expectString(value: RulesValue | undefined, where: string): string {
  if (typeof value !== 'string') throw new RulesEvalError(`${where}() expects a string, got ${typeName(value ?? null)}`);
  return value;
}

function expectNumberValue(value: RulesValue | undefined): bigint | number {
  if (value === undefined || !isNumber(value)) throw new RulesEvalError(`expected a number, got ${typeName(value ?? null)}`);
  return value;
}

function expectNumber(value: RulesValue | undefined): number {
  return Number(expectNumberValue(value));
}

function expectInt(value: RulesValue | undefined): bigint {
  if (typeof value !== 'bigint') throw new RulesEvalError(`expected an int, got ${typeName(value ?? null)}`);
  return value;
}

function toInt(value: RulesValue): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return BigInt(Math.trunc(value));
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return BigInt(value.trim());
  throw new RulesEvalError(`cannot convert ${typeName(value)} to int`);
}

function toFloat(value: RulesValue): number {
  if (isNumber(value)) return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  throw new RulesEvalError(`cannot convert ${typeName(value)} to float`);
}

function toText(value: RulesValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint' || typeof value === 'number') return String(value);
  if (value instanceof RulesPath || value instanceof RulesTimestamp) return value.toString();
  throw new RulesEvalError(`cannot convert ${typeName(value)} to string`);
}
