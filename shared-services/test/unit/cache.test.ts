import {
  BRAND_CACHE_KEYS,
  clearLocalBrands,
  readLocalBrands,
  writeLocalBrands,
} from '../../src/cache/brand-cache';
import { backgroundRefreshInterval, forcedRefreshProgress, shouldRefreshOnVisible } from '../../src/cache/refresh-policy';
import { toBrand } from '../../src/model/brand';

const HOUR = 60 * 60 * 1000;

describe('local brand copy (spec §9)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('stores brandData, brandDataTimestamp and brandDataVersion 1.0 and restores dates', () => {
    const created = new Date('2026-11-20T10:00:00Z');
    writeLocalBrands([toBrand('b1', { name: 'Lucky', rating: 4.8, createdAt: created })], 1_000);
    expect(localStorage.getItem(BRAND_CACHE_KEYS.version)).toBe('1.0');
    expect(localStorage.getItem(BRAND_CACHE_KEYS.timestamp)).toBe('1000');
    const restored = readLocalBrands(1_000 + HOUR);
    expect(restored?.brands[0]).toMatchObject({ id: 'b1', name: 'Lucky', rating: 4.8, isTopRated: true });
    expect(restored?.brands[0]?.createdAt).toEqual(created);
  });

  it('ignores a copy older than 24 h or of another version', () => {
    writeLocalBrands([toBrand('b1', { name: 'Lucky' })], 0);
    expect(readLocalBrands(24 * HOUR)).not.toBeNull();
    expect(readLocalBrands(24 * HOUR + 1)).toBeNull();
    localStorage.setItem(BRAND_CACHE_KEYS.version, '0.9');
    expect(readLocalBrands(1)).toBeNull();
    clearLocalBrands();
    expect(localStorage.getItem(BRAND_CACHE_KEYS.data)).toBeNull();
  });

  it('survives a full storage', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    expect(() => writeLocalBrands([toBrand('b1', {})])).not.toThrow();
    setItem.mockRestore();
    consoleError.mockRestore();
  });
});

describe('background refresh (spec §9)', () => {
  it('refreshes every 5 min, doubled after more than 3 consecutive errors, within 1–30 min', () => {
    expect(backgroundRefreshInterval(0)).toBe(5 * 60_000);
    expect(backgroundRefreshInterval(3)).toBe(5 * 60_000);
    expect(backgroundRefreshInterval(4)).toBe(10 * 60_000);
    expect(backgroundRefreshInterval(4, 20 * 60_000)).toBe(30 * 60_000);
    expect(backgroundRefreshInterval(0, 10_000)).toBe(60_000);
  });

  it('refreshes on tab visible only when older than 2 min', () => {
    expect(shouldRefreshOnVisible(0, 2 * 60_000)).toBe(false);
    expect(shouldRefreshOnVisible(0, 2 * 60_000 + 1)).toBe(true);
  });
});

describe('forced refresh progress (spec §4)', () => {
  it('rises to 95 over 10 s and jumps to 100 when done', () => {
    expect(forcedRefreshProgress(0)).toBe(0);
    expect(forcedRefreshProgress(5_000)).toBe(48);
    expect(forcedRefreshProgress(10_000)).toBe(95);
    expect(forcedRefreshProgress(60_000)).toBe(95);
    expect(forcedRefreshProgress(1_000, true)).toBe(100);
  });
});
