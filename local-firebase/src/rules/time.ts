import { RulesDuration, RulesEvalError, RulesLatLng, RulesTimestamp, floorDiv } from './values.js';

const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3_600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: 1_000_000n,
  ns: 1n,
};

/** `duration.value(n, unit)`: units w, d, h, m, s, ms, ns as in the rules reference. */
export function durationValue(magnitude: bigint | number, unit: string): RulesDuration {
  const perUnit = UNIT_NANOS[unit];
  if (perUnit === undefined) throw new RulesEvalError(`unknown duration unit '${unit}'`);
  if (typeof magnitude === 'bigint') return new RulesDuration(magnitude * perUnit);
  return new RulesDuration(BigInt(Math.round(magnitude * Number(perUnit))));
}

export function durationTime(hours: bigint, minutes: bigint, seconds: bigint, nanos: bigint): RulesDuration {
  return new RulesDuration(((hours * 60n + minutes) * 60n + seconds) * NANOS_PER_SECOND + nanos);
}

export function timestampDate(year: bigint, month: bigint, day: bigint): RulesTimestamp {
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (Number.isNaN(ms)) throw new RulesEvalError('invalid date');
  return new RulesTimestamp(BigInt(ms) * 1_000_000n);
}

/** Calendar parts in UTC, as rules.Timestamp reports them. */
export function timestampParts(t: RulesTimestamp) {
  const epochSeconds = floorDiv(t.nanos, NANOS_PER_SECOND);
  const nanos = t.nanos - epochSeconds * NANOS_PER_SECOND;
  const dayStart = floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY;
  const date = t.toDate();
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const isoWeekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  return {
    epochSeconds,
    nanos,
    year: BigInt(date.getUTCFullYear()),
    month: BigInt(date.getUTCMonth() + 1),
    day: BigInt(date.getUTCDate()),
    hours: BigInt(date.getUTCHours()),
    minutes: BigInt(date.getUTCMinutes()),
    dayOfWeek: BigInt(isoWeekday),
    dayOfYear: BigInt(Math.floor((date.getTime() - yearStart) / 86_400_000) + 1),
    date: new RulesTimestamp(dayStart),
    time: new RulesDuration(t.nanos - dayStart),
  };
}

/** Great-circle distance in metres (haversine on the mean Earth radius). */
export function distanceMeters(a: RulesLatLng, b: RulesLatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
