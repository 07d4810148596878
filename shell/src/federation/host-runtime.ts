import {
  init,
  loadShare,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { everyPageModules, hostShared } from './host-shared';

/**
 * Starts the page's one federation runtime, as the shell: its shared modules, the `loaded-first`
 * strategy every app uses, and the runtime core handed to the remotes (they are built with
 * `externalRuntime` and ship none of their own). Loaded with the first remote page, after the shell's
 * first paint, so the runtime (~22 kB gzip) is not on the way to it.
 */
export function startHostRuntime(plugins: ModuleFederationRuntimePlugin[]): {
  registerRemotes: typeof registerRemotes;
} {
  init({
    name: 'shell',
    remotes: [],
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), ...plugins],
  });
  // the shell's copies are the loaded ones (loaded-first) before a remote registers its own fallbacks
  // (a failed download is the page's to report, where it imports the module itself)
  for (const request of everyPageModules) loadShare(request).catch(() => undefined);
  return { registerRemotes };
}
