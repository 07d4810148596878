/**
 * Runtime values of the rules language. Ints are bigint and floats are number so `is int` /
 * `is float` and integer division behave as in Firebase; everything else is a small class.
 */
export class RulesTimestamp {
  constructor(readonly nanos: bigint) {}
  static fromDate(date: Date): RulesTimestamp {
    return new RulesTimestamp(BigInt(date.getTime()) * 1_000_000n);
  }
  static parse(text: string): RulesTimestamp | null {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(text);
    if (!m) return null;
    const ms = Date.parse(`${m[1]}${m[3]}`);
    if (Number.isNaN(ms)) return null;
    const fraction = BigInt((m[2] ?? '').padEnd(9, '0') || '0');
    return new RulesTimestamp(BigInt(ms) * 1_000_000n + fraction);
  }
  get millis(): bigint {
    return floorDiv(this.nanos, 1_000_000n);
  }
  toDate(): Date {
    return new Date(Number(this.millis));
  }
  toString(): string {
    return this.toDate().toISOString();
  }
}

export class RulesDuration {
  constructor(readonly nanos: bigint) {}
}

export class RulesPath {
  constructor(readonly segments: readonly string[]) {}
  static parse(text: string): RulesPath {
    return new RulesPath(text.split('/').filter((s) => s.length > 0));
  }
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

export class RulesLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

export class RulesBytes {
  constructor(readonly data: Uint8Array) {}
}

export class RulesMap {
  constructor(readonly entries: ReadonlyMap<string, RulesValue>) {}
  static of(record: Record<string, RulesValue>): RulesMap {
    return new RulesMap(new Map(Object.entries(record)));
  }
}

export class RulesSet {
  readonly items: readonly RulesValue[];
  constructor(items: readonly RulesValue[]) {
    const unique: RulesValue[] = [];
    for (const item of items) if (!unique.some((u) => valuesEqual(u, item))) unique.push(item);
    this.items = unique;
  }
  has(value: RulesValue): boolean {
    return this.items.some((item) => valuesEqual(item, value));
  }
}

/** Result of `map.diff(other)`; only its key-set methods are callable. */
export class RulesMapDiff {
  constructor(
    readonly after: RulesMap,
    readonly before: RulesMap,
  ) {}
}

export type RulesValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | RulesValue[]
  | RulesMap
  | RulesSet
  | RulesMapDiff
  | RulesTimestamp
  | RulesDuration
  | RulesPath
  | RulesLatLng
  | RulesBytes;

/** Evaluation error: makes the enclosing allow false (or is absorbed by `||` / `&&`). */
export class RulesEvalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesEvalError';
  }
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

export function typeName(value: RulesValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'float';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return 'list';
  if (value instanceof RulesMap) return 'map';
  if (value instanceof RulesSet) return 'set';
  if (value instanceof RulesMapDiff) return 'map_diff';
  if (value instanceof RulesTimestamp) return 'timestamp';
  if (value instanceof RulesDuration) return 'duration';
  if (value instanceof RulesPath) return 'path';
  if (value instanceof RulesLatLng) return 'latlng';
  return 'bytes';
}

export function isNumber(value: RulesValue): value is bigint | number {
  return typeof value === 'bigint' || typeof value === 'number';
}

export function valuesEqual(a: RulesValue, b: RulesValue): boolean {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return Number(a) === Number(b);
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => valuesEqual(item, b[i] as RulesValue));
  }
  if (a instanceof RulesMap && b instanceof RulesMap) {
    if (a.entries.size !== b.entries.size) return false;
    for (const [key, value] of a.entries) {
      if (!b.entries.has(key) || !valuesEqual(value, b.entries.get(key) as RulesValue)) return false;
    }
    return true;
  }
  if (a instanceof RulesSet && b instanceof RulesSet) {
    return a.items.length === b.items.length && a.items.every((item) => b.has(item));
  }
  if (a instanceof RulesTimestamp && b instanceof RulesTimestamp) return a.nanos === b.nanos;
  if (a instanceof RulesDuration && b instanceof RulesDuration) return a.nanos === b.nanos;
  if (a instanceof RulesPath && b instanceof RulesPath) return a.toString() === b.toString();
  if (a instanceof RulesLatLng && b instanceof RulesLatLng) return a.latitude === b.latitude && a.longitude === b.longitude;
  if (a instanceof RulesBytes && b instanceof RulesBytes) {
    return a.data.length === b.data.length && a.data.every((byte, i) => byte === b.data[i]);
  }
  return false;
}

/** Ordering for `<`, `<=`, `>`, `>=`; comparing unlike types is an error. */
export function compareValues(a: RulesValue, b: RulesValue): number {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    const x = Number(a);
    const y = Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if ((a instanceof RulesTimestamp && b instanceof RulesTimestamp) || (a instanceof RulesDuration && b instanceof RulesDuration)) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  if (a instanceof RulesBytes && b instanceof RulesBytes) {
    const n = Math.min(a.data.length, b.data.length);
    for (let i = 0; i < n; i++) if (a.data[i] !== b.data[i]) return (a.data[i] as number) - (b.data[i] as number);
    return a.data.length - b.data.length;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  throw new RulesEvalError(`cannot compare ${typeName(a)} with ${typeName(b)}`);
}
