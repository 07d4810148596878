import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_CACHE_KEYS, writeLocalBrands } from '../../src/cache/brand-cache';
import { LOCAL_COPY_REFRESH_MS, saveLocalBrands } from '../../src/cache/save-local-brands';
import { listingEntryOf, listingShardOf } from '../../src/brand-listing/listing-entry';
import { brandListHead } from '../../src/brand-listing/list-head';
import { toBrand } from '../../src/model/brand';
import { LISTING_FLAGS_MS, readBrandListing } from '../../src/brand-listing/read-listing';
import { createFirebaseHandles, DEMO_FIREBASE_CONFIG } from '../../src/firebase';

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

describe("the listing's reader", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const created = new Date('2026-03-01T00:00:00Z');
  const shard = {
    name: 'projects/p/databases/(default)/documents/brand_listing/ab',
    updateTime: '2026-03-01T00:00:00.000001Z',
    fields: {
      brands: {
        mapValue: {
          fields: {
            'b-new': {
              mapValue: {
                fields: {
                  name: { stringValue: 'Baru' },
                  rating: { doubleValue: 4.8 },
                  createdAt: { timestampValue: created.toISOString() },
                },
              },
            },
          },
        },
      },
    },
  };

  it('keeps a brand "new" no longer than its 7 days, though its shard is not read again', async () => {
    // a first read asks for the shards by name (batchGet), a later one for their write times (runQuery)
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const names = String(init?.body ?? '');
      const answer = String(url).endsWith(':batchGet')
        ? names.includes('brand_listing/ab"') ? [{ found: shard }] : []
        : [{ document: shard }];
      return Promise.resolve(new Response(JSON.stringify(answer)));
    });
    const handles = createFirebaseHandles(DEMO_FIREBASE_CONFIG, `listing-${Math.random()}`);
    vi.useFakeTimers({ toFake: ['Date'], now: created.getTime() + 7 * 24 * 3600 * 1000 - 30_000 });
    const [first] = await readBrandListing(handles);
    expect(first).toMatchObject({ name: 'Baru', rating: 4.8, isNew: true, isTopRated: true });
    vi.setSystemTime(Date.now() + LISTING_FLAGS_MS);
    const [later] = await readBrandListing(handles);
    expect(later).toMatchObject({ name: 'Baru', isNew: false });
    // the second read asked for the write times alone, and the shard had none newer
    const laterCalls = fetch.mock.calls.slice(4);
    expect(fetch.mock.calls.slice(0, 4).every(([url]) => String(url).endsWith(':batchGet'))).toBe(true);
    expect(laterCalls).toHaveLength(1);
    expect(String(laterCalls[0]?.[1]?.body)).toContain('"select"');
  });

  it('says what the database answered: a refusal is permission-denied, no answer a network failure', async () => {
    const handles = createFirebaseHandles(DEMO_FIREBASE_CONFIG, `listing-${Math.random()}`);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 403, status: 'PERMISSION_DENIED' } }), { status: 403 }),
      ),
    );
    await expect(readBrandListing(handles)).rejects.toMatchObject({ code: 'permission-denied' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(readBrandListing(handles)).rejects.toMatchObject({ code: 'network-request-failed' });
  });
});
