import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, useSessionStore } from '@bonus-atlas/shared-services';
import { useFavorites } from './use-favorites';

const services = vi.hoisted(() => ({
  getFavorites: vi.fn<(uid: string | null) => Promise<string[]>>(),
  mergeLocalFavorites: vi.fn<(uid: string) => Promise<number>>(),
  toggle: vi.fn(),
}));

vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  getFavorites: services.getFavorites,
  mergeLocalFavorites: services.mergeLocalFavorites,
  useToggleFavorite: () => ({ mutate: services.toggle }),
}));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.clearAllMocks();
  act(() => useSessionStore.setState({ status: 'signed-out', user: null }));
});

describe('useFavorites', () => {
  it('reads this browser’s favourites when signed out and toggles them', async () => {
    services.getFavorites.mockResolvedValue(['b1']);
    const { result } = renderHook(() => useFavorites(), { wrapper });
    await waitFor(() => expect(result.current.favoriteIds).toEqual(['b1']));
    expect(services.getFavorites).toHaveBeenCalledWith(null);
    expect(services.mergeLocalFavorites).not.toHaveBeenCalled();
    expect(result.current.isFavorite('b1')).toBe(true);
    result.current.toggleFavorite('b1');
    result.current.toggleFavorite('b2');
    expect(services.toggle).toHaveBeenNthCalledWith(1, { brandId: 'b1', favorite: false });
    expect(services.toggle).toHaveBeenNthCalledWith(2, { brandId: 'b2', favorite: true });
  });

  it('merges the browser’s favourites before the first signed-in read', async () => {
    const order: string[] = [];
    services.mergeLocalFavorites.mockImplementation(async () => {
      order.push('merge');
      return 1;
    });
    services.getFavorites.mockImplementation(async (uid) => {
      order.push(`read ${uid}`);
      return ['b1', 'b9'];
    });
    act(() =>
      useSessionStore.setState({
        status: 'signed-in',
        user: { uid: 'u1', displayName: 'Maya', email: 'm@x.test', photoURL: null },
      }),
    );
    const { result } = renderHook(() => useFavorites(), { wrapper });
    await waitFor(() => expect(result.current.favoriteIds).toEqual(['b1', 'b9']));
    expect(order).toEqual(['merge', 'read u1']);
  });
});
