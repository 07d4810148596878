import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrandListing, useCategoryListing, useWelcomeBonusPromotions } from './use-promotion-listings';

const usePromotionPages = vi.hoisted(() => vi.fn());
const bootStartOf = vi.hoisted(() => vi.fn());
const endBootFetch = vi.hoisted(() => vi.fn());
const useWelcomeBonusQuery = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePromotionPages,
  useWelcomeBonusPromotions: useWelcomeBonusQuery,
  bootStartOf,
  endBootFetch,
}));

/** A first page that was already in the query cache when the page mounted. */
const cachedPage = {
  data: { pages: [{ promotions: [], nextCursor: null }], pageParams: [null] },
  isPending: false,
  isError: false,
  isSuccess: true,
  isFetchedAfterMount: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  refetch: vi.fn(),
};

beforeEach(() => {
  usePromotionPages.mockReset().mockReturnValue(cachedPage);
  useWelcomeBonusQuery.mockReset().mockReturnValue({ ...cachedPage, data: [] });
  bootStartOf.mockReset();
  endBootFetch.mockReset();
});

describe("/bycategory's listing and the spec §3 cache metrics", () => {
  it('counts data cached by an earlier visit as a cache hit', () => {
    const { result } = renderHook(() => useCategoryListing('Welcome Bonus'));
    expect(result.current.fromCache).toBe(true);
    expect(result.current.loadStartedAt).toBeUndefined();
    expect(endBootFetch).not.toHaveBeenCalled();
  });

  it("counts the first page the shell fetched at boot for this visit as a miss, timed from the boot's request", () => {
    bootStartOf.mockReturnValue(420);
    const { result, rerender } = renderHook(({ chip }) => useCategoryListing(chip), {
      initialProps: { chip: 'Welcome Bonus' as string | null },
    });
    expect(result.current.fromCache).toBe(false);
    expect(result.current.loadStartedAt).toBe(420);
    // counted once: the mark is handed back, so the next visit to this listing is a hit
    expect(endBootFetch).toHaveBeenCalledWith({ category: 'Welcome Bonus', pageSize: 50 });

    // another chip chosen later, found in the cache, is a hit
    bootStartOf.mockReturnValue(undefined);
    rerender({ chip: null });
    expect(result.current.fromCache).toBe(true);
    expect(result.current.loadStartedAt).toBeUndefined();
  });
});

describe('/bybrands and /welcomebonus count a listing the shell fetched at boot as a miss too', () => {
  it('/bybrands: timed from the boot, handed back once, a hit when it was cached before', () => {
    bootStartOf.mockReturnValue(300);
    const { result } = renderHook(() => useBrandListing('b-1'));
    expect(result.current.fromCache).toBe(false);
    expect(result.current.loadStartedAt).toBe(300);
    expect(endBootFetch).toHaveBeenCalledWith({ brandId: 'b-1', pageSize: 30 });

    bootStartOf.mockReturnValue(undefined);
    const { result: later } = renderHook(() => useBrandListing(null));
    expect(later.current.fromCache).toBe(true);
  });

  it('/welcomebonus: timed from the boot, handed back once, a hit when it was cached before', () => {
    bootStartOf.mockReturnValue(250);
    const { result } = renderHook(() => useWelcomeBonusPromotions());
    expect(result.current.fromCache).toBe(false);
    expect(result.current.loadStartedAt).toBe(250);
    expect(endBootFetch).toHaveBeenCalledWith('welcome-bonus');

    bootStartOf.mockReturnValue(undefined);
    const { result: later } = renderHook(() => useWelcomeBonusPromotions());
    expect(later.current.fromCache).toBe(true);
  });
});
