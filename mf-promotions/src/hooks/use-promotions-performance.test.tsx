import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PromotionsPerformanceTracker } from '@bonus-atlas/shared-services';
import { usePromotionsPerformance } from './use-promotions-performance';

function enabledTracker() {
  let clock = 0;
  const logger = { info: vi.fn(), warn: vi.fn() };
  const tracker = new PromotionsPerformanceTracker(() => true, () => clock, logger);
  return { tracker, logger, advance: (ms: number) => (clock += ms) };
}

type Listing = Parameters<typeof usePromotionsPerformance>[0];
const listing = (status: Listing['status'], count: number, fromCache = false): Listing => ({
  status,
  promotions: Array.from({ length: count }),
  fromCache,
});

describe('usePromotionsPerformance', () => {
  it('records the initial load time and promotions, then a cache miss for a fresh listing', () => {
    const { tracker, advance, logger } = enabledTracker();
    const { rerender } = renderHook(({ state, key }) => usePromotionsPerformance(state, key, tracker), {
      initialProps: { state: listing('loading', 0), key: 'category:Welcome Bonus' },
    });
    advance(1200);
    rerender({ state: listing('success', 50), key: 'category:Welcome Bonus' });
    const metrics = tracker.getMetrics();
    expect(metrics.initialLoad).toBe(1200);
    expect(metrics.totalPromotionsLoaded).toBe(50);
    expect(metrics.cacheMisses).toBe(1);
    expect(logger.info).toHaveBeenCalledWith('Promotions page performance', expect.objectContaining({ initialLoadTime: 1200 }));
  });

  it("times the initial load from the shell's boot request when the first listing was started there", () => {
    const { tracker, advance } = enabledTracker();
    advance(900);
    const { rerender } = renderHook(({ state }) => usePromotionsPerformance(state, 'category:Welcome Bonus', tracker), {
      initialProps: { state: { ...listing('loading', 0), loadStartedAt: 300 } },
    });
    advance(400);
    rerender({ state: { ...listing('success', 50), loadStartedAt: 300 } });
    expect(tracker.getMetrics()).toMatchObject({ initialLoad: 1000, cacheMisses: 1, cacheHits: 0 });
  });

  it('adds the promotions of later pages and counts a cached listing as a hit', () => {
    const { tracker } = enabledTracker();
    const { rerender } = renderHook(({ state, key }) => usePromotionsPerformance(state, key, tracker), {
      initialProps: { state: listing('success', 50, true), key: 'category:All' },
    });
    rerender({ state: listing('success', 100, true), key: 'category:All' });
    rerender({ state: listing('success', 30, false), key: 'category:Birthday' });
    const metrics = tracker.getMetrics();
    expect(metrics.totalPromotionsLoaded).toBe(130);
    expect(metrics.cacheHits).toBe(1);
    expect(metrics.cacheMisses).toBe(1);
  });

  it('records image load times and warns about slow ones in the summary on leaving', () => {
    const { tracker, logger } = enabledTracker();
    const { result, unmount } = renderHook(() => usePromotionsPerformance(listing('loading', 0), 'brand:all', tracker));
    result.current.onImageLoad('https://cdn.example/a.jpg', 1500);
    expect(tracker.getMetrics().imageLoadTimes).toEqual([expect.objectContaining({ url: 'https://cdn.example/a.jpg', loadTime: 1500 })]);
    unmount();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Average image load is over 1000 ms'));
  });
});
