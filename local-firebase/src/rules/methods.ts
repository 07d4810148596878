import {
  RulesBytes,
  RulesDuration,
  RulesEvalError,
  RulesLatLng,
  RulesMap,
  RulesMapDiff,
  RulesSet,
  RulesTimestamp,
  typeName,
  valuesEqual,
  type RulesValue,
} from './values.js';
import { fullMatchRegex, regexFor } from './regex.js';
import { distanceMeters, timestampParts } from './time.js';

type Method = (target: never, args: RulesValue[]) => RulesValue;

/** Methods per runtime type, as in the Firebase rules reference (rules.String, rules.List, ...). */
const METHODS: Record<string, Record<string, { arity: number[]; call: Method }>> = {
  string: {
    size: { arity: [0], call: (s: string) => BigInt([...s].length) },
    matches: { arity: [1], call: (s: string, [re]) => fullMatchRegex(asString(re, 'matches')).test(s) },
    lower: { arity: [0], call: (s: string) => s.toLowerCase() },
    upper: { arity: [0], call: (s: string) => s.toUpperCase() },
    trim: { arity: [0], call: (s: string) => s.trim() },
    split: { arity: [1], call: (s: string, [re]) => s.split(regexFor(asString(re, 'split'), 'g')) },
    replace: {
      arity: [2],
      call: (s: string, [re, sub]) => s.replace(regexFor(asString(re, 'replace'), 'g'), () => asString(sub, 'replace')),
    },
    toUtf8: { arity: [0], call: (s: string) => new RulesBytes(new Uint8Array(Buffer.from(s, 'utf8'))) },
  },
  list: {
    size: { arity: [0], call: (l: RulesValue[]) => BigInt(l.length) },
    hasAll: { arity: [1], call: (l: RulesValue[], [other]) => asItems(other, 'hasAll').every((x) => contains(l, x)) },
    hasAny: { arity: [1], call: (l: RulesValue[], [other]) => asItems(other, 'hasAny').some((x) => contains(l, x)) },
    hasOnly: { arity: [1], call: (l: RulesValue[], [other]) => l.every((x) => contains(asItems(other, 'hasOnly'), x)) },
    toSet: { arity: [0], call: (l: RulesValue[]) => new RulesSet(l) },
    join: { arity: [1], call: (l: RulesValue[], [sep]) => l.map((x) => asString(x, 'join')).join(asString(sep, 'join')) },
    concat: { arity: [1], call: (l: RulesValue[], [other]) => [...l, ...asList(other, 'concat')] },
    removeAll: { arity: [1], call: (l: RulesValue[], [other]) => l.filter((x) => !contains(asItems(other, 'removeAll'), x)) },
  },
  map: {
    size: { arity: [0], call: (m: RulesMap) => BigInt(m.entries.size) },
    keys: { arity: [0], call: (m: RulesMap) => [...m.entries.keys()] },
    values: { arity: [0], call: (m: RulesMap) => [...m.entries.values()] },
    get: { arity: [2], call: (m: RulesMap, [key, fallback]) => mapGet(m, key as RulesValue, fallback as RulesValue) },
    diff: {
      arity: [1],
      call: (m: RulesMap, [other]) => {
        if (!(other instanceof RulesMap)) throw new RulesEvalError(`diff() expects a map, got ${typeName(other ?? null)}`);
        return new RulesMapDiff(m, other);
      },
    },
  },
  map_diff: {
    addedKeys: { arity: [0], call: (d: RulesMapDiff) => keySet(d, (k) => d.after.entries.has(k) && !d.before.entries.has(k)) },
    removedKeys: { arity: [0], call: (d: RulesMapDiff) => keySet(d, (k) => !d.after.entries.has(k) && d.before.entries.has(k)) },
    changedKeys: { arity: [0], call: (d: RulesMapDiff) => keySet(d, (k) => changed(d, k) && both(d, k)) },
    unchangedKeys: { arity: [0], call: (d: RulesMapDiff) => keySet(d, (k) => both(d, k) && !changed(d, k)) },
    affectedKeys: { arity: [0], call: (d: RulesMapDiff) => keySet(d, (k) => !both(d, k) || changed(d, k)) },
  },
  set: {
    size: { arity: [0], call: (s: RulesSet) => BigInt(s.items.length) },
    hasAll: { arity: [1], call: (s: RulesSet, [other]) => asItems(other, 'hasAll').every((x) => s.has(x)) },
    hasAny: { arity: [1], call: (s: RulesSet, [other]) => asItems(other, 'hasAny').some((x) => s.has(x)) },
    hasOnly: { arity: [1], call: (s: RulesSet, [other]) => s.items.every((x) => contains(asItems(other, 'hasOnly'), x)) },
    difference: { arity: [1], call: (s: RulesSet, [other]) => new RulesSet(s.items.filter((x) => !asSet(other).has(x))) },
    intersection: { arity: [1], call: (s: RulesSet, [other]) => new RulesSet(s.items.filter((x) => asSet(other).has(x))) },
    union: { arity: [1], call: (s: RulesSet, [other]) => new RulesSet([...s.items, ...asSet(other).items]) },
  },
  timestamp: {
    toMillis: { arity: [0], call: (t: RulesTimestamp) => t.millis },
    seconds: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).epochSeconds },
    nanos: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).nanos },
    year: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).year },
    month: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).month },
    day: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).day },
    hours: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).hours },
    minutes: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).minutes },
    dayOfWeek: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).dayOfWeek },
    dayOfYear: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).dayOfYear },
    date: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).date },
    time: { arity: [0], call: (t: RulesTimestamp) => timestampParts(t).time },
  },
  duration: {
    seconds: { arity: [0], call: (d: RulesDuration) => d.nanos / 1_000_000_000n },
    nanos: { arity: [0], call: (d: RulesDuration) => d.nanos % 1_000_000_000n },
  },
  bytes: {
    size: { arity: [0], call: (b: RulesBytes) => BigInt(b.data.length) },
    toBase64: { arity: [0], call: (b: RulesBytes) => Buffer.from(b.data).toString('base64') },
    toHexString: { arity: [0], call: (b: RulesBytes) => Buffer.from(b.data).toString('hex').toUpperCase() },
  },
  latlng: {
    latitude: { arity: [0], call: (p: RulesLatLng) => p.latitude },
    longitude: { arity: [0], call: (p: RulesLatLng) => p.longitude },
    distance: {
      arity: [1],
      call: (p: RulesLatLng, [other]) => {
        if (!(other instanceof RulesLatLng)) throw new RulesEvalError('distance() expects a latlng');
        return distanceMeters(p, other);
      },
    },
  },
};

/** Every method name any type has; a call to another name fails at load time. */
export const KNOWN_METHODS = new Set(Object.values(METHODS).flatMap((table) => Object.keys(table)));

/** Arities any type accepts for a method name, for the load-time check. */
export function methodArities(name: string): Set<number> {
  const arities = new Set<number>();
  for (const table of Object.values(METHODS)) for (const n of table[name]?.arity ?? []) arities.add(n);
  return arities;
}

export function callMethod(target: RulesValue, name: string, args: RulesValue[]): RulesValue {
  const type = typeName(target);
  const method = METHODS[type]?.[name];
  if (!method) throw new RulesEvalError(`${type} has no method ${name}()`);
  if (!method.arity.includes(args.length)) throw new RulesEvalError(`${name}() takes ${method.arity.join(' or ')} arguments`);
  return method.call(target as never, args);
}

function contains(list: readonly RulesValue[], value: RulesValue): boolean {
  return list.some((item) => valuesEqual(item, value));
}

function asString(value: RulesValue | undefined, where: string): string {
  if (typeof value !== 'string') throw new RulesEvalError(`${where}() expects a string, got ${typeName(value ?? null)}`);
  return value;
}

function asList(value: RulesValue | undefined, where: string): RulesValue[] {
  if (!Array.isArray(value)) throw new RulesEvalError(`${where}() expects a list, got ${typeName(value ?? null)}`);
  return value;
}

function asItems(value: RulesValue | undefined, where: string): readonly RulesValue[] {
  if (value instanceof RulesSet) return value.items;
  return asList(value, where);
}

function asSet(value: RulesValue | undefined): RulesSet {
  if (!(value instanceof RulesSet)) throw new RulesEvalError(`expected a set, got ${typeName(value ?? null)}`);
  return value;
}

function mapGet(map: RulesMap, key: RulesValue, fallback: RulesValue): RulesValue {
  const keys = Array.isArray(key) ? key : [key];
  let current: RulesValue = map;
  for (const k of keys) {
    if (typeof k !== 'string') throw new RulesEvalError(`map key must be a string, got ${typeName(k)}`);
    if (!(current instanceof RulesMap) || !current.entries.has(k)) return fallback;
    current = current.entries.get(k) as RulesValue;
  }
  return current;
}

function both(diff: RulesMapDiff, key: string): boolean {
  return diff.after.entries.has(key) && diff.before.entries.has(key);
}

function changed(diff: RulesMapDiff, key: string): boolean {
  return !valuesEqual(diff.after.entries.get(key) ?? null, diff.before.entries.get(key) ?? null) ||
    diff.after.entries.has(key) !== diff.before.entries.has(key);
}

function keySet(diff: RulesMapDiff, keep: (key: string) => boolean): RulesSet {
  const keys = new Set([...diff.after.entries.keys(), ...diff.before.entries.keys()]);
  return new RulesSet([...keys].filter(keep));
}
