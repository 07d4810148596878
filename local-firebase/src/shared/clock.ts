/**
 * Times are kept as microseconds since the epoch (Firestore's precision) and written as RFC 3339 with
 * six fractional digits, so `updateTime` preconditions compare by value, not by string.
 */
const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

/** Microseconds since the epoch, or NaN when the string is not a timestamp. */
export function timestampToMicros(value: string): number {
  const m = RFC3339.exec(value);
  if (!m) return Number.NaN;
  const seconds = Date.parse(`${m[1]}${m[3]}`);
  if (Number.isNaN(seconds)) return Number.NaN;
  const fraction = (m[2] ?? '').padEnd(9, '0');
  return seconds * 1000 + Math.floor(Number(fraction) / 1000);
}

export function microsToTimestamp(micros: number): string {
  const millis = Math.floor(micros / 1000);
  const iso = new Date(millis).toISOString(); // 2026-01-01T00:00:00.123Z
  const rest = String(micros - millis * 1000).padStart(3, '0');
  return `${iso.slice(0, 23)}${rest}Z`;
}

/** Canonical form of a client timestamp (truncated to microseconds), or null when malformed. */
export function normalizeTimestamp(value: string): string | null {
  const micros = timestampToMicros(value);
  return Number.isNaN(micros) ? null : microsToTimestamp(micros);
}

/**
 * Strictly increasing commit clock: two commits never share an update time. Times are whole
 * milliseconds (in microseconds) because rules see `request.time` as a millisecond Date, and
 * `serverTimestamp() == request.time` must hold exactly; a burst borrows milliseconds ahead.
 */
export class CommitClock {
  private last = 0;

  next(): number {
    const now = Date.now() * 1000;
    this.last = now > this.last ? now : Math.floor(this.last / 1000) * 1000 + 1000;
    return this.last;
  }

  /** After loading persisted data, never hand out a time at or before what is stored. */
  observe(micros: number): void {
    if (micros > this.last) this.last = micros;
  }
}
