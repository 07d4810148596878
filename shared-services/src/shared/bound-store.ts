import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * zustand's `create()`, except that React reads the store through the returned hook itself rather than
 * through a private copy of its API. zustand gives React a store's *first* state as the server
 * snapshot, which the server renders and the browser's hydration renders; a member's page is rendered
 * and hydrated with their session instead, by pointing the hook's `getInitialState` at its current
 * state (the shell's `snapshotCurrentState`). With `create()` that assignment would reach no reader.
 */
export function createBoundStore<T>(initializer: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const api = createStore<T>()(initializer);
  const hook: UseBoundStore<StoreApi<T>> = Object.assign(
    <U>(selector?: (state: T) => U) => useStore(hook, selector ?? ((state: T) => state as unknown as U)),
    api,
  ) as UseBoundStore<StoreApi<T>>;
  return hook;
}
