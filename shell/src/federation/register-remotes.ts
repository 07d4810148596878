import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { ADMIN_REMOTE, adminRemoteCredentials, registerAdminRemoteForAdmins } from './admin-remote';
import { fallbackPlugin } from './fallback-plugin';
import { readRemotesMap, takePrefetchedManifest } from './early-fetches';
import { REMOTE_NAMES } from './remotes-map';
import { retryPlugin } from './retry-plugin';

let ready: Promise<void> | undefined;

/**
 * Reads the remotes map and registers every remote with the shell's federation runtime (nothing is
 * fetched from a remote yet). Started once at boot without waiting for it: the shell paints its frame
 * meanwhile, and a remote page waits for it through `federationReady()`.
 */
export function setUpFederation(): Promise<void> {
  ready ??= (async () => {
    registerPlugins([retryPlugin(undefined, adminRemoteCredentials, takePrefetchedManifest), fallbackPlugin()]);
    const remotes = await readRemotesMap();
    registerRemotes(
      REMOTE_NAMES.filter((name) => name !== ADMIN_REMOTE).map((name) => ({ name, entry: remotes[name] })),
    );
    registerAdminRemoteForAdmins(remotes[ADMIN_REMOTE]);
  })();
  return ready;
}

/** Resolves once the remotes are registered (starts the set-up if boot has not). */
export function federationReady(): Promise<void> {
  return setUpFederation();
}
