// The local servers (site on 3000–3004, the launcher's ready port) answer on loopback only: a laptop
// on a café network must not serve its stack to the room. BONUS_ATLAS_LISTEN_HOST opens it on purpose
// (e.g. 0.0.0.0 inside a container).
export const LISTEN_HOST = process.env.BONUS_ATLAS_LISTEN_HOST || '127.0.0.1';

/** server.listen on LISTEN_HOST; resolves once listening, rejects on a listen error. */
export function listenLocal(server, port, host = LISTEN_HOST) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
