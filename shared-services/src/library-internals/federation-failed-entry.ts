import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A library internal (README.md in this folder names it, its version and the test that catches a change).
type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/**
 * The Module Federation runtime keeps a remote entry's load, failed ones too, in its `globalLoading` map
 * under the load's `uniqueKey`, and answers a later load of that entry from there: a retry after a failed
 * `remoteEntry.js` must drop it first, or it gets the same failure without a request.
 */
export function forgetFailedEntryLoad({
  globalLoading,
  uniqueKey,
}: Pick<LoadEntryErrorArgs, 'globalLoading' | 'uniqueKey'>): void {
  delete globalLoading[uniqueKey];
}
