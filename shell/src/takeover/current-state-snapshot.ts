/** The part of a zustand store that React's server render and hydration read. */
interface SnapshotStore {
  getState: () => unknown;
  getInitialState: () => unknown;
}

/**
 * zustand hands React a store's *initial* state as the server snapshot (useSyncExternalStore), which
 * is what the server renders and what the browser's hydration renders: a visitor's page, signed out.
 * A member's page is rendered, and hydrated, with the member's session instead: the stores' current
 * state. Returns the undo (the server's next page is a visitor's again).
 */
export function snapshotCurrentState(stores: readonly SnapshotStore[]): () => void {
  const initial = stores.map((store) => store.getInitialState);
  for (const store of stores) store.getInitialState = store.getState;
  return () => {
    stores.forEach((store, index) => {
      store.getInitialState = initial[index] ?? store.getInitialState;
    });
  };
}
