import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin';
import { fetchRemotesMap, REMOTE_NAMES } from './remotes-map';
import { retryPlugin } from './retry-plugin';

/** Reads the remotes map and registers every remote with the shell's federation runtime (nothing is fetched yet). */
export async function setUpFederation(): Promise<void> {
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  const remotes = await fetchRemotesMap();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
}
