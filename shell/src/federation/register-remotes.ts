import { ADMIN_REMOTE, adminRemoteCredentials, registerAdminRemoteForAdmins } from './admin-remote';
import { buildVersionsPlugin } from './build-versions-plugin';
import { fallbackPlugin } from './fallback-plugin';
import { forgetFailedSharesPlugin } from './forget-failed-shares-plugin';
import { readRemotesMap, takePrefetchedManifest } from './early-fetches';
import { REMOTE_NAMES } from './remotes-map';
import { retryPlugin } from './retry-plugin';
import { sharedRangesPlugin } from './shared-ranges';
import { yieldToMain } from '../boot/yield-to-main';

let ready: Promise<void> | undefined;

/**
 * Starts the shell's federation runtime (its own chunk), reads the remotes map and registers every
 * remote (nothing is fetched from a remote yet). Started once at boot without waiting for it: the
 * shell paints its frame meanwhile, and a remote page waits for it through `federationReady()`.
 */
export function setUpFederation(): Promise<void> {
  ready ??= (async () => {
    const [{ startHostRuntime }, remotes] = await Promise.all([import('./host-runtime'), readRemotesMap()]);
    // the runtime's modules have run (one task); starting it is the next
    await yieldToMain();
    const { registerRemotes } = startHostRuntime([
      retryPlugin(undefined, adminRemoteCredentials, takePrefetchedManifest),
      fallbackPlugin(),
      forgetFailedSharesPlugin(),
      buildVersionsPlugin(),
      sharedRangesPlugin(),
    ]);
    registerRemotes(
      REMOTE_NAMES.filter((name) => name !== ADMIN_REMOTE).map((name) => ({ name, entry: remotes[name] })),
    );
    registerAdminRemoteForAdmins(remotes[ADMIN_REMOTE], registerRemotes);
  })();
  return ready;
}

/** Resolves once the remotes are registered (starts the set-up if boot has not). */
export function federationReady(): Promise<void> {
  return setUpFederation();
}
