import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the server render and while the browser hydrates the server's page, true from then on
 * (React renders once more after hydration when it changes). A portal into <body> is markup the
 * server's page does not hold: rendered during hydration it is a mismatch, and React throws the whole
 * server page away (error 418).
 */
export function useCanPortal(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
