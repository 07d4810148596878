import { act, renderHook } from '@testing-library/react';
import { onlineManager } from '@bonus-atlas/shared-services';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCatalogBrands } from './use-catalog-brands';
import { makeBrand } from '../../test/brand-fixtures';

const query = vi.hoisted(() => ({
  current: { data: undefined as unknown, isError: false, error: null as Error | null, refetch: vi.fn() },
}));
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  useBrands: () => query.current,
}));

const list = (notice: string | null) => ({ brands: [makeBrand({ id: 'a' })], source: 'network', notice, updatedAt: 5 });

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('useCatalogBrands', () => {
  it('is loading, then has brands; a failed first load is an error with the service message', () => {
    query.current = { ...query.current, data: undefined, isError: false, error: null };
    expect(renderHook(() => useCatalogBrands()).result.current.status).toBe('loading');
    query.current = { ...query.current, data: list(null) };
    const ready = renderHook(() => useCatalogBrands()).result.current;
    expect(ready).toMatchObject({ status: 'success', updatedAt: 5, isShowingCachedData: false });
    query.current = { ...query.current, data: undefined, isError: true, error: new Error('Request timed out.') };
    expect(renderHook(() => useCatalogBrands()).result.current).toMatchObject({
      status: 'error',
      errorMessage: 'Request timed out.',
    });
  });

  it('says it shows cached data after a failed fetch or while offline', () => {
    query.current = { ...query.current, data: list('Unable to load latest brands. Showing cached data.'), isError: false };
    expect(renderHook(() => useCatalogBrands()).result.current.isShowingCachedData).toBe(true);
    query.current = { ...query.current, data: list(null) };
    const { result } = renderHook(() => useCatalogBrands());
    expect(result.current.isShowingCachedData).toBe(false);
    act(() => onlineManager.setOnline(false));
    expect(result.current.isShowingCachedData).toBe(true);
  });

  it('does not hold a forced refresh while offline', async () => {
    query.current = { ...query.current, data: list(null), refetch: vi.fn(() => new Promise(() => undefined)) };
    const { result } = renderHook(() => useCatalogBrands());
    act(() => onlineManager.setOnline(false));
    await expect(result.current.refresh()).resolves.toBeUndefined();
    expect(query.current.refetch).toHaveBeenCalled();
  });
});
