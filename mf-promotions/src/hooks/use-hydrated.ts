import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while React hydrates the server's HTML (and on the server), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
