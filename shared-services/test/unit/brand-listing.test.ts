import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_CACHE_KEYS, writeLocalBrands } from '../../src/cache/brand-cache';
import { LOCAL_COPY_REFRESH_MS, saveLocalBrands } from '../../src/cache/save-local-brands';
import { listingEntryOf, listingShardOf } from '../../src/brand-listing/listing-entry';
import { brandListHead } from '../../src/brand-listing/list-head';
import { toBrand } from '../../src/model/brand';

describe('brand listing', () => {
  it('puts a brand in the shard of its first character pair, anything else in _', () => {
    expect(['Abc', 'bcd', '0x', '1y', 'Yz9', 'zz', '-a', 'é', ''].map(listingShardOf)).toEqual([
      'ab', 'ab', '01', '01', 'yz', 'yz', '_', '_', '_',
    ]);
  });

  it("copies a brand's card fields, with defaults for missing ones and nothing else", () => {
    const entry = listingEntryOf({ name: 'Naga', rating: 4.8, features: ['x'], createdBy: 'u1', promotionIds: [] });
    expect(entry).toMatchObject({ name: 'Naga', rating: 4.8, slug: '', verified: false, createdAt: null });
    expect(Object.keys(entry)).not.toContain('features');
    expect(Object.keys(entry)).not.toContain('createdBy');
  });

  it("a list's head is its first 24 and every chip's count", () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const brands = Array.from({ length: 30 }, (_, index) =>
      toBrand(`b${index}`, {
        name: `B${index}`,
        rating: index < 5 ? 4.9 : 4,
        acceptsCrypto: index % 2 === 0,
        verified: index < 3,
        welcomeBonus: index === 7 ? 'No Deposit 50K' : '100%',
        createdAt: index === 9 ? new Date('2026-02-27T00:00:00Z') : new Date('2025-01-01T00:00:00Z'),
      }, now),
    );
    const head = brandListHead({ brands, source: 'network', notice: null, updatedAt: 5 });
    expect(head.brands.map((brand) => brand.id)).toEqual(brands.slice(0, 24).map((brand) => brand.id));
    expect(head).toMatchObject({ total: 30, updatedAt: 5 });
    expect(head.counts).toEqual({ all: 30, new: 1, top: 5, bonus: 1, crypto: 15, verified: 3 });
  });
});

describe('saveLocalBrands', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });
  const brands = [toBrand('b1', { name: 'Lucky', rating: 4.8 })];

  it('keeps a local copy younger than an hour, and replaces an older one', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const now = Date.now();
    writeLocalBrands([], now - 10 * 60 * 1000);
    saveLocalBrands(brands, now);
    expect(localStorage.getItem(BRAND_CACHE_KEYS.data)).toBe('[]');
    writeLocalBrands([], now - LOCAL_COPY_REFRESH_MS - 1);
    saveLocalBrands(brands, now);
    expect(localStorage.getItem(BRAND_CACHE_KEYS.timestamp)).toBe(String(now));
    expect(JSON.parse(localStorage.getItem(BRAND_CACHE_KEYS.data) ?? '[]')).toHaveLength(1);
  });

  it('writes the first copy', () => {
    saveLocalBrands(brands, 1_000);
    expect(localStorage.getItem(BRAND_CACHE_KEYS.timestamp)).toBe('1000');
  });
});
