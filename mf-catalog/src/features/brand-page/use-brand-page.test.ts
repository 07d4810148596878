import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import { useBrandPage } from './use-brand-page';
import { makeBrand } from '../../test/brand-fixtures';

const state = vi.hoisted(() => ({
  page: { isPending: true, isError: false, data: undefined as Brand | null | undefined },
  asked: [] as (string | undefined)[],
}));
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  useBrandOfPage: (slugOrId: string | undefined) => {
    state.asked.push(slugOrId);
    return state.page;
  },
}));

const brand = makeBrand({ id: 'top-id', slug: 'top', rating: 4.9 }) as Brand;

describe('useBrandPage', () => {
  it('asks for the brand of the address and shows it once read', () => {
    state.page = { isPending: false, isError: false, data: brand };
    expect(renderHook(() => useBrandPage('top')).result.current).toEqual({ status: 'ready', brand });
    expect(state.asked.at(-1)).toBe('top');
  });

  it('is loading while the brand is read, then says not found or failed', () => {
    state.page = { isPending: true, isError: false, data: undefined };
    expect(renderHook(() => useBrandPage('x')).result.current).toEqual({ status: 'loading' });
    state.page = { isPending: false, isError: false, data: null };
    expect(renderHook(() => useBrandPage('x')).result.current).toEqual({ status: 'not-found' });
    state.page = { isPending: false, isError: true, data: undefined };
    expect(renderHook(() => useBrandPage('x')).result.current).toEqual({ status: 'error' });
  });
});
