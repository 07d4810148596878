import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import { useBrandPage } from './use-brand-page';
import type { CatalogBrands } from '../brands';
import { makeBrand } from '../../test/brand-fixtures';

const state = vi.hoisted(() => ({
  catalog: null as unknown as CatalogBrands,
  lookup: { isPending: true, isError: false, data: undefined as Brand | null | undefined },
  lookedUp: [] as (string | null | undefined)[],
}));
vi.mock('../brands/use-catalog-brands', () => ({ useCatalogBrands: () => state.catalog }));
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  useBrandBySlug: (slugOrId: string | null | undefined) => {
    state.lookedUp.push(slugOrId);
    return state.lookup;
  },
}));

// shared-services hands the list over sorted by rating, so the first one is the highest rated
const top = makeBrand({ id: 'top-id', slug: 'top', rating: 4.9 }) as Brand;
const other = makeBrand({ id: 'other-id', slug: 'other', rating: 3 }) as Brand;

function catalog(status: CatalogBrands['status'], brands: Brand[] = []): CatalogBrands {
  return { brands, status, errorMessage: undefined, isShowingCachedData: false, updatedAt: 0, refresh: vi.fn() };
}

describe('useBrandPage', () => {
  it('without a slug shows the highest-rated brand', () => {
    state.catalog = catalog('success', [top, other]);
    expect(renderHook(() => useBrandPage(undefined)).result.current).toEqual({ status: 'ready', brand: top });
  });

  it('finds a brand in the cached list by slug or by id without asking the database', () => {
    state.catalog = catalog('success', [top, other]);
    state.lookedUp = [];
    expect(renderHook(() => useBrandPage('other')).result.current).toEqual({ status: 'ready', brand: other });
    expect(renderHook(() => useBrandPage('top-id')).result.current).toEqual({ status: 'ready', brand: top });
    expect(state.lookedUp.every((value) => value === null)).toBe(true);
  });

  it('asks the database for a brand missing from the list, and says not found or failed', () => {
    state.catalog = catalog('success', [top]);
    state.lookup = { isPending: false, isError: false, data: null };
    expect(renderHook(() => useBrandPage('new-brand')).result.current).toEqual({ status: 'not-found' });
    expect(state.lookedUp.at(-1)).toBe('new-brand');
    state.lookup = { isPending: false, isError: true, data: undefined };
    expect(renderHook(() => useBrandPage('new-brand')).result.current).toEqual({ status: 'error' });
  });

  it('waits for the list before deciding', () => {
    state.catalog = catalog('loading');
    expect(renderHook(() => useBrandPage('top')).result.current).toEqual({ status: 'loading' });
    expect(renderHook(() => useBrandPage(undefined)).result.current).toEqual({ status: 'loading' });
  });
});
