import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
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
