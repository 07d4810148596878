// spec §1/§3/§9: promotions page performance, written to the console only, off unless the local flag is set.
export const PERFORMANCE_FLAG_KEY = 'bonusAtlasPerformanceMonitoring';
export const IMAGE_HISTORY_LIMIT = 50;
export const INITIAL_LOAD_TARGET_MS = 3000;
export const SLOW_IMAGE_MS = 1000;
export const MIN_CACHE_HIT_RATE = 50;

export const PERFORMANCE_WARNINGS = {
  slowInitialLoad: 'Initial load took over 3000 ms. Consider reducing the number of promotions loaded at once or optimizing images.',
  slowImages: 'Average image load is over 1000 ms. Consider compressing images or serving them from a CDN.',
  lowCacheHitRate: 'Cache hit rate is under 50%. Consider improving caching.',
} as const;

export interface ImageLoadTime {
  url: string;
  loadTime: number;
  timestamp: number;
}

export interface PromotionsPageMetrics {
  initialLoad: number | null;
  imageLoadTimes: ImageLoadTime[];
  cacheHits: number;
  cacheMisses: number;
  totalPromotionsLoaded: number;
}

export interface PromotionsPageSummary {
  initialLoadTime: number | null;
  averageImageLoadTime: number;
  /** percent, 0–100 */
  cacheHitRate: number;
  totalPromotionsLoaded: number;
  totalImagesLoaded: number;
}

export function isPerformanceMonitoringEnabled(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PERFORMANCE_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function summarizeMetrics(metrics: PromotionsPageMetrics): PromotionsPageSummary {
  const images = metrics.imageLoadTimes;
  const lookups = metrics.cacheHits + metrics.cacheMisses;
  return {
    initialLoadTime: metrics.initialLoad,
    averageImageLoadTime: images.length ? images.reduce((sum, image) => sum + image.loadTime, 0) / images.length : 0,
    cacheHitRate: lookups ? (metrics.cacheHits / lookups) * 100 : 0,
    totalPromotionsLoaded: metrics.totalPromotionsLoaded,
    totalImagesLoaded: images.length,
  };
}

/** The console warnings a summary deserves (spec §8 "Performance console warnings"). */
export function performanceWarnings(summary: PromotionsPageSummary, lookups: number): string[] {
  const warnings: string[] = [];
  if (summary.initialLoadTime !== null && summary.initialLoadTime > INITIAL_LOAD_TARGET_MS) {
    warnings.push(PERFORMANCE_WARNINGS.slowInitialLoad);
  }
  if (summary.totalImagesLoaded > 0 && summary.averageImageLoadTime > SLOW_IMAGE_MS) warnings.push(PERFORMANCE_WARNINGS.slowImages);
  if (lookups > 0 && summary.cacheHitRate < MIN_CACHE_HIT_RATE) warnings.push(PERFORMANCE_WARNINGS.lowCacheHitRate);
  return warnings;
}

export class PromotionsPerformanceTracker {
  private metrics: PromotionsPageMetrics = emptyMetrics();
  private startedAt: number | null = null;

  constructor(
    private readonly enabled: () => boolean = isPerformanceMonitoringEnabled,
    private readonly now: () => number = () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
    private readonly logger: Pick<Console, 'info' | 'warn'> = console,
  ) {}

  get isEnabled(): boolean {
    return this.enabled();
  }

  /** A page mounts; `startedAt` (same clock as `now`) when its data was asked for earlier, at boot. */
  startPageLoad(startedAt?: number): void {
    if (!this.enabled()) return;
    this.metrics = emptyMetrics();
    this.startedAt = startedAt ?? this.now();
  }

  /** First promotions rendered: records initialLoad and how many promotions arrived. */
  endPageLoad(promotionsLoaded: number): void {
    if (!this.enabled() || this.startedAt === null) return;
    this.metrics.initialLoad = this.now() - this.startedAt;
    this.metrics.totalPromotionsLoaded += promotionsLoaded;
    this.startedAt = null;
  }

  recordPromotionsLoaded(count: number): void {
    if (this.enabled()) this.metrics.totalPromotionsLoaded += count;
  }

  recordImageLoad(url: string, loadTime: number): void {
    if (!this.enabled()) return;
    this.metrics.imageLoadTimes.push({ url, loadTime, timestamp: Date.now() });
    if (this.metrics.imageLoadTimes.length > IMAGE_HISTORY_LIMIT) this.metrics.imageLoadTimes.shift();
  }

  recordCacheHit(): void {
    if (this.enabled()) this.metrics.cacheHits += 1;
  }

  recordCacheMiss(): void {
    if (this.enabled()) this.metrics.cacheMisses += 1;
  }

  getMetrics(): PromotionsPageMetrics {
    return { ...this.metrics, imageLoadTimes: [...this.metrics.imageLoadTimes] };
  }

  getSummary(): PromotionsPageSummary {
    return summarizeMetrics(this.metrics);
  }

  /** Writes the summary and its warnings to the console (sent nowhere); returns the warnings. */
  logSummary(): string[] {
    if (!this.enabled()) return [];
    const summary = this.getSummary();
    const warnings = performanceWarnings(summary, this.metrics.cacheHits + this.metrics.cacheMisses);
    this.logger.info('Promotions page performance', summary);
    for (const warning of warnings) this.logger.warn(warning);
    return warnings;
  }

  reset(): void {
    this.metrics = emptyMetrics();
    this.startedAt = null;
  }
}

function emptyMetrics(): PromotionsPageMetrics {
  return { initialLoad: null, imageLoadTimes: [], cacheHits: 0, cacheMisses: 0, totalPromotionsLoaded: 0 };
}

/** The promotions pages' shared tracker. */
export const promotionsPerformanceTracker = new PromotionsPerformanceTracker();
