import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setLogLevel } from 'firebase/firestore/lite';
import type { ReactNode } from 'react';
import { useDeleteBrand } from '../../src/brands/delete-brand';
import type { BrandList } from '../../src/brands/get-brands';
import { createQueryClient } from '../../src/cache/query-client';
import { createFirebaseHandles, DEMO_FIREBASE_CONFIG, setFirebase } from '../../src/firebase';
import { toBrand } from '../../src/model/brand';
import { queryKeys } from '../../src/query-keys';

setLogLevel('silent');

describe('useDeleteBrand (spec §4 brand delete)', () => {
  afterEach(() => setFirebase(undefined));

  it('removes the brand from every list at once and restores it when the call fails', async () => {
    // nothing listens on this port: the delete fails
    setFirebase(
      createFirebaseHandles(
        { ...DEMO_FIREBASE_CONFIG, emulators: { ...DEMO_FIREBASE_CONFIG.emulators, firestorePort: 65_532 } },
        `delete-hook-${Math.random()}`,
      ),
    );
    const queryClient = createQueryClient();
    const brands = [toBrand('keep', { name: 'Keep' }), toBrand('gone', { name: 'Gone' })];
    queryClient.setQueryData(queryKeys.brands.byOwner('u1'), brands);
    queryClient.setQueryData<BrandList>(queryKeys.brands.list(), { brands, source: 'network', notice: null, updatedAt: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDeleteBrand(), { wrapper });

    // record what the lists show over time: the failing call settles too fast to poll
    const shown: string[][] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
      shown.push(list?.brands.map((brand) => brand.id) ?? []);
    });
    act(() => result.current.mutate({ brandId: 'gone', actor: { uid: 'u1', role: 'member' } }));

    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 });
    expect(queryClient.getQueryData<typeof brands>(queryKeys.brands.byOwner('u1'))?.map((brand) => brand.id)).toEqual(['keep', 'gone']);
    expect(queryClient.getQueryData<BrandList>(queryKeys.brands.list())?.brands).toHaveLength(2);
    unsubscribe();
    const removedAt = shown.findIndex((ids) => ids.join() === 'keep');
    expect(removedAt).toBeGreaterThanOrEqual(0);
    expect(shown.slice(removedAt).some((ids) => ids.join() === 'keep,gone')).toBe(true);
  });
});
