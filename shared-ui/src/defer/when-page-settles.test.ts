import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettles } from './when-page-settles';

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('whenPageSettles', () => {
  it('settles the given time after a loaded page, not before', async () => {
    const page = track(whenPageSettles(3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(page.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.settled).toBe(true);
  });

  it('settles at once when the visitor touches the page', async () => {
    const page = track(whenPageSettles(3000));
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(page.settled).toBe(true);
  });

  it('waits for the load event of a page still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const page = track(whenPageSettles(100));
    await vi.advanceTimersByTimeAsync(500);
    expect(page.settled).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(page.settled).toBe(true);
  });
});
