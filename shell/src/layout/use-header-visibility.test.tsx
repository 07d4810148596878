import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeaderVisibility } from './use-header-visibility';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
  });
}

describe('useHeaderVisibility', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: Date.parse('2026-06-15T03:00:00Z'),
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'],
    });
    window.scrollY = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides on scrolling down past 100 px and shows again on scrolling up', () => {
    const { result } = renderHook(() => useHeaderVisibility());
    expect(result.current).toBe(true);
    scrollTo(80);
    expect(result.current).toBe(true);
    scrollTo(600);
    expect(result.current).toBe(false);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(900);
    expect(result.current).toBe(false);
    scrollTo(0);
    expect(result.current).toBe(true);
  });
});
