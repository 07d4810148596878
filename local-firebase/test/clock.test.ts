import { describe, expect, it } from 'vitest';
import { CommitClock, microsToTimestamp, normalizeTimestamp, timestampToMicros } from '../src/shared/clock.js';

describe('commit clock', () => {
  it('hands out strictly increasing whole-millisecond times, even many within one millisecond', () => {
    const clock = new CommitClock();
    const times = Array.from({ length: 200 }, () => clock.next());
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] as number);
    // Rules see request.time as a millisecond Date; serverTimestamp() must equal it exactly.
    for (const t of times) expect(t % 1000).toBe(0);
  });

  it('never goes back behind stored data', () => {
    const clock = new CommitClock();
    const future = (Date.now() + 60_000) * 1000;
    clock.observe(future);
    expect(clock.next()).toBeGreaterThan(future);
  });
});

describe('timestamps', () => {
  it('normalizes RFC 3339 strings to microseconds, comparing equal instants equal', () => {
    expect(normalizeTimestamp('2026-01-02T03:04:05Z')).toBe('2026-01-02T03:04:05.000000Z');
    expect(normalizeTimestamp('2026-01-02T03:04:05.123456789Z')).toBe('2026-01-02T03:04:05.123456Z');
    expect(normalizeTimestamp('2026-01-02T10:04:05.5+07:00')).toBe('2026-01-02T03:04:05.500000Z');
    expect(timestampToMicros('2026-01-02T03:04:05.123Z')).toBe(timestampToMicros('2026-01-02T03:04:05.123000000Z'));
    expect(normalizeTimestamp('yesterday')).toBeNull();
    expect(microsToTimestamp(1_000_001)).toBe('1970-01-01T00:00:01.000001Z');
  });
});
