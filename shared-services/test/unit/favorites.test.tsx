import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../src/cache/query-client';
import { useFavorites } from '../../src/users/get-favorites';
import { ANONYMOUS_FAVORITES_KEY } from '../../src/users/local-favorites';
import { useToggleFavorite } from '../../src/users/toggle-favorite';

describe('anonymous favourites', () => {
  beforeEach(() => localStorage.clear());

  it('are kept in this browser and toggle on and off', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ list: useFavorites(null), toggle: useToggleFavorite(null) }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    await act(() => result.current.toggle.mutateAsync({ brandId: 'lucky', favorite: true }));
    await act(() => result.current.toggle.mutateAsync({ brandId: 'nusa', favorite: true }));
    await waitFor(() => expect(result.current.list.data).toEqual(['lucky', 'nusa']));
    expect(JSON.parse(localStorage.getItem(ANONYMOUS_FAVORITES_KEY) ?? '[]')).toEqual(['lucky', 'nusa']);

    await act(() => result.current.toggle.mutateAsync({ brandId: 'lucky', favorite: false }));
    await waitFor(() => expect(result.current.list.data).toEqual(['nusa']));
  });

  it('ignore a corrupted stored list', async () => {
    localStorage.setItem(ANONYMOUS_FAVORITES_KEY, '{not json');
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useFavorites(null), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
  });
});
