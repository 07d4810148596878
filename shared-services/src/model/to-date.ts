// Zod-free, so the shell's first paint can read dates (take a break) without zod.

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** Firestore Timestamp, Date, ISO string, millis or `{seconds,nanoseconds}` (cached JSON) → Date; else null. */
export function toDateOrNull(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (isTimestampLike(value)) return value.toDate();
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'object' && value !== null && 'seconds' in value) {
    const { seconds, nanoseconds } = value as { seconds: unknown; nanoseconds?: unknown };
    if (typeof seconds === 'number') {
      return new Date(seconds * 1000 + (typeof nanoseconds === 'number' ? nanoseconds / 1e6 : 0));
    }
  }
  return null;
}

/** Millis for sorting; missing dates sort as the oldest. */
export function timeOf(date: Date | null | undefined): number {
  return date ? date.getTime() : 0;
}
