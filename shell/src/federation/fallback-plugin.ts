import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * errorLoadRemote: when a remote's manifest, entry or module cannot be loaded, the page gets a module
 * whose component is the "temporarily unavailable" fallback (with Retry) instead of an exception.
 * `unavailable: true` marks it, so a caller that loads a part of another remote (a modal) can tell
 * the fallback from the part and show the failure its own way.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bonus-atlas-fallback',
    errorLoadRemote(args) {
      // only the final stage substitutes a module; earlier stages must fail so loadRemote reaches onLoad
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${args.id} could not be loaded`, args.error);
      return { __esModule: true, default: RemoteUnavailable, unavailable: true };
    },
  };
}
