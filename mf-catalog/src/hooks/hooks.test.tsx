import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';
import { useTimedProgress } from './use-timed-progress';

beforeEach(() => {
  vi.useFakeTimers();
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

describe('useDebouncedValue', () => {
  it('passes the value on only after 300 ms of quiet', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'l' },
    });
    rerender({ value: 'lu' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'luck' });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('l');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('luck');
  });
});
