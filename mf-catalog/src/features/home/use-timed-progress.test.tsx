import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedProgress } from './use-timed-progress';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTimedProgress', () => {
  it('rises to 95 % over 10 s and holds there until finished', () => {
    const { result } = renderHook(() => useTimedProgress());
    act(() => result.current.start(10_000, 95));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.progress).toBeGreaterThanOrEqual(47);
    expect(result.current.progress).toBeLessThanOrEqual(48);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current.progress).toBe(95);
    act(() => result.current.finish());
    expect(result.current.progress).toBe(100);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.progress).toBeNull();
  });
});
