// A runtime plugin of every remote's SERVER build (rspack.base.ts createRemoteServerConfig): the render
// server fetches that remote's chunks through it, each within a deadline, so a remote origin that
// stops answering cannot leave a fetch open for minutes in the render server.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** As the render server's own fetches of manifests and remote entries (shell/src/server/remote-server-code.ts). */
const CHUNK_FETCH_DEADLINE_MS = 2500;

export default function serverFetchDeadline(): ModuleFederationRuntimePlugin {
  return {
    name: 'server-fetch-deadline',
    fetch(url, init) {
      const deadline = AbortSignal.timeout(CHUNK_FETCH_DEADLINE_MS);
      return fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
    },
  };
}
