import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { ADMIN_REMOTE, adminRemoteCredentials, registerAdminRemoteForAdmins } from './admin-remote';
import { fallbackPlugin } from './fallback-plugin';
import { fetchRemotesMap, REMOTE_NAMES } from './remotes-map';
import { retryPlugin } from './retry-plugin';

/** Reads the remotes map and registers every remote with the shell's federation runtime (nothing is fetched yet). */
export async function setUpFederation(): Promise<void> {
  registerPlugins([retryPlugin(undefined, adminRemoteCredentials), fallbackPlugin()]);
  const remotes = await fetchRemotesMap();
  registerRemotes(REMOTE_NAMES.filter((name) => name !== ADMIN_REMOTE).map((name) => ({ name, entry: remotes[name] })));
  registerAdminRemoteForAdmins(remotes[ADMIN_REMOTE]);
}
