import {
  PERFORMANCE_FLAG_KEY,
  PERFORMANCE_WARNINGS,
  PromotionsPerformanceTracker,
  isPerformanceMonitoringEnabled,
} from '../../src/performance/promotions-tracker';

function tracker(enabled = true) {
  let clock = 0;
  const logger = { info: vi.fn(), warn: vi.fn() };
  const instance = new PromotionsPerformanceTracker(() => enabled, () => clock, logger);
  return { instance, logger, advance: (ms: number) => (clock += ms) };
}

describe('promotions page performance tracker', () => {
  it('is off unless the local flag is set', () => {
    localStorage.removeItem(PERFORMANCE_FLAG_KEY);
    expect(isPerformanceMonitoringEnabled()).toBe(false);
    localStorage.setItem(PERFORMANCE_FLAG_KEY, 'true');
    expect(isPerformanceMonitoringEnabled()).toBe(true);
    localStorage.removeItem(PERFORMANCE_FLAG_KEY);

    const { instance, logger } = tracker(false);
    instance.startPageLoad();
    instance.endPageLoad(10);
    instance.recordCacheHit();
    expect(instance.getMetrics()).toMatchObject({ initialLoad: null, cacheHits: 0, totalPromotionsLoaded: 0 });
    expect(instance.logSummary()).toEqual([]);
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('counts the initial load from when the data was asked for, when that was before the page mounted', () => {
    const { instance, advance } = tracker();
    advance(1000);
    // the shell asked for the first page at 400 ms; the page mounted at 1000 ms and rendered at 1300 ms
    instance.startPageLoad(400);
    advance(300);
    instance.endPageLoad(50);
    expect(instance.getMetrics().initialLoad).toBe(900);
  });

  it('measures the initial load, images (last 50) and cache hit rate', () => {
    const { instance, advance } = tracker();
    instance.startPageLoad();
    advance(1200);
    instance.endPageLoad(50);
    for (let index = 0; index < 60; index += 1) instance.recordImageLoad(`img-${index}`, index < 10 ? 5000 : 100);
    instance.recordCacheHit();
    instance.recordCacheHit();
    instance.recordCacheHit();
    instance.recordCacheMiss();
    const metrics = instance.getMetrics();
    expect(metrics.imageLoadTimes).toHaveLength(50);
    expect(metrics.imageLoadTimes[0]?.url).toBe('img-10');
    expect(instance.getSummary()).toEqual({
      initialLoadTime: 1200,
      averageImageLoadTime: 100,
      cacheHitRate: 75,
      totalPromotionsLoaded: 50,
      totalImagesLoaded: 50,
    });
  });

  it('warns about slow loads, slow images and a low cache hit rate', () => {
    const { instance, advance, logger } = tracker();
    instance.startPageLoad();
    advance(3500);
    instance.endPageLoad(200);
    instance.recordImageLoad('slow.png', 1500);
    instance.recordCacheMiss();
    const warnings = instance.logSummary();
    expect(warnings).toEqual([
      PERFORMANCE_WARNINGS.slowInitialLoad,
      PERFORMANCE_WARNINGS.slowImages,
      PERFORMANCE_WARNINGS.lowCacheHitRate,
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.info).toHaveBeenCalledWith('Promotions page performance', expect.objectContaining({ initialLoadTime: 3500 }));
  });

  it('stays quiet when everything is within target', () => {
    const { instance, advance } = tracker();
    instance.startPageLoad();
    advance(800);
    instance.endPageLoad(30);
    instance.recordImageLoad('fast.png', 200);
    instance.recordCacheHit();
    expect(instance.logSummary()).toEqual([]);
  });
});
