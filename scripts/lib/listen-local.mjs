// The local servers (site on 3000–3004, the launcher's ready port) answer on loopback only: a laptop
// on a café network must not serve its stack to the room. BONUS_ATLAS_LISTEN_HOST opens it on purpose
// (e.g. 0.0.0.0 inside a container), and then only with BONUS_ATLAS_PUBLIC_SITE acknowledged
// (publicSiteProblem): the local pages accept the Auth emulator's unsigned session tokens.
export const LISTEN_HOST = process.env.BONUS_ATLAS_LISTEN_HOST || '127.0.0.1';

/** The value of BONUS_ATLAS_PUBLIC_SITE that lets the site listen beyond loopback with emulator tokens. */
export const PUBLIC_SITE_ACKNOWLEDGEMENT = 'accept-unsigned-tokens';

export const isLoopback = (host) => host === '127.0.0.1' || host === '::1' || host === 'localhost';

/**
 * Why the local site must not listen on `listenHost`, or null when it may. Its server renders a
 * signed-in member's own pages for their session cookie, and under the Auth emulator that cookie is an
 * unsigned token: the emulator confirms the account it names, but anyone who can reach the port can
 * shape one for a member's uid. So a non-loopback address is refused unless acknowledged.
 */
export function publicSiteProblem(listenHost = LISTEN_HOST, env = process.env) {
  if (isLoopback(listenHost) || env.BONUS_ATLAS_PUBLIC_SITE === PUBLIC_SITE_ACKNOWLEDGEMENT) return null;
  return (
    `The site would listen on ${listenHost} (BONUS_ATLAS_LISTEN_HOST), but its pages accept the Auth emulator's ` +
    "unsigned session tokens: anyone who reaches it could have another member's pages rendered with a hand-made " +
    `token. Set BONUS_ATLAS_PUBLIC_SITE=${PUBLIC_SITE_ACKNOWLEDGEMENT} to open it anyway, on a network you trust.`
  );
}

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
