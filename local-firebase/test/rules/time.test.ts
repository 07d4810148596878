import { describe, expect, it } from 'vitest';
import { outcome, ts } from './helpers.js';

const at = new Date('2026-03-04T05:06:07.123Z');

describe('timestamps and durations', () => {
  it('exposes request.time with its calendar parts (UTC)', () => {
    const call = { time: at };
    expect(outcome(`request.time.toMillis() == ${at.getTime()}`, call)).toBe('true');
    expect(outcome('request.time.year() == 2026 && request.time.month() == 3 && request.time.day() == 4', call)).toBe('true');
    expect(outcome('request.time.hours() == 5 && request.time.minutes() == 6', call)).toBe('true');
    expect(outcome(`request.time.seconds() == ${Math.floor(at.getTime() / 1000)} && request.time.nanos() == 123000000`, call)).toBe('true');
    expect(outcome('request.time.dayOfWeek() == 3 && request.time.dayOfYear() == 63', call)).toBe('true');
    expect(outcome('request.time.date() == timestamp.date(2026, 3, 4)', call)).toBe('true');
    expect(outcome("request.time.time() == duration.time(5, 6, 7, 123000000)", call)).toBe('true');
  });

  it('adds and subtracts durations and compares timestamps', () => {
    const call = { time: at, after: { createdAt: ts('2026-03-04T04:06:07.123456Z') } };
    expect(outcome("request.resource.data.createdAt + duration.value(1, 'h') > request.time", call)).toBe('true');
    expect(outcome("request.time - request.resource.data.createdAt < duration.value(1, 'h')", call)).toBe('true');
    expect(outcome("request.time - duration.value(2, 'h') < request.resource.data.createdAt", call)).toBe('true');
    expect(outcome("request.time - request.resource.data.createdAt == duration.value(3599999544000, 'ns')", call)).toBe('true');
    expect(outcome('request.resource.data.createdAt < request.time', call)).toBe('true');
  });

  it('builds durations in every unit', () => {
    expect(outcome("duration.value(1, 'w') == duration.value(7, 'd')")).toBe('true');
    expect(outcome("duration.value(1, 'd') == duration.value(24, 'h')")).toBe('true');
    expect(outcome("duration.value(1, 'h') == duration.value(60, 'm')")).toBe('true');
    expect(outcome("duration.value(1, 'm') == duration.value(60, 's')")).toBe('true');
    expect(outcome("duration.value(1, 's') == duration.value(1000, 'ms')")).toBe('true');
    expect(outcome("duration.value(1.5, 's').seconds() == 1 && duration.value(1.5, 's').nanos() == 500000000")).toBe('true');
    expect(outcome("duration.abs(duration.value(-2, 's')) == duration.value(2, 's')")).toBe('true');
    expect(outcome("duration.value(1, 'fortnight') > duration.value(1, 's')")).toBe('error');
  });

  it('converts epoch millis with timestamp.value and compares with unlike types as an error', () => {
    expect(outcome(`timestamp.value(${at.getTime()}) == request.time`, { time: at })).toBe('true');
    expect(outcome('request.time > 5', { time: at })).toBe('error');
  });
});
