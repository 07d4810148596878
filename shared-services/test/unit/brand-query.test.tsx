import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setLogLevel } from 'firebase/firestore/lite';
import type { ReactNode } from 'react';
import { clearMemoryBrands, writeLocalBrands } from '../../src/cache/brand-cache';
import { createQueryClient } from '../../src/cache/query-client';
import { createBrandFetchPolicy, setBrandFetchPolicy, useBrands } from '../../src/brands/get-brands';
import { createFirebaseHandles, DEMO_FIREBASE_CONFIG, setFirebase } from '../../src/firebase';
import { toBrand } from '../../src/model/brand';
import { createResiliencePolicy } from '../../src/resilience/policies';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

setLogLevel('silent');

describe('useBrands', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryBrands();
    // nothing listens on this port: the database is unreachable
    setFirebase(
      createFirebaseHandles(
        { ...DEMO_FIREBASE_CONFIG, emulators: { ...DEMO_FIREBASE_CONFIG.emulators, firestorePort: 65_531 } },
        `hook-${Math.random()}`,
      ),
    );
    setBrandFetchPolicy(createResiliencePolicy({ retries: 0, timeoutMs: 2000 }));
  });
  afterEach(() => {
    setFirebase(undefined);
    setBrandFetchPolicy(createBrandFetchPolicy());
  });

  it('shows the local copy at once, then keeps it with the cached-data notice when the refresh fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // a copy only a minute old is still refreshed right away
    writeLocalBrands([toBrand('b1', { name: 'Offline Casino', rating: 4.9 })], Date.now() - 60 * 1000);
    const { result } = renderHook(() => useBrands(), { wrapper });
    expect(result.current.data?.brands.map((brand) => brand.name)).toEqual(['Offline Casino']);
    expect(result.current.data?.notice).toBeNull();
    await waitFor(() => expect(result.current.data?.notice).toBe('Unable to load latest brands. Showing cached data.'));
    expect(result.current.data?.source).toBe('local');
    consoleError.mockRestore();
  });

  it('errors with the spec message when there is nothing cached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useBrands(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Unable to load brands. Please check your internet connection and try again.');
    consoleError.mockRestore();
  });
});
