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

/**
 * How long a local server keeps a connection that sends nothing (half-open, or idle between requests)
 * and one whose request has not arrived whole: a flood of connections that never finish their
 * request is dropped within seconds instead of held (Node keeps an idle socket forever by default).
 * No answer here takes long: a page has its own 3 s deadline, a file is streamed at once.
 */
export const CONNECTION_TIMEOUTS = Object.freeze({ idleMs: 10_000, headersMs: 10_000, requestMs: 30_000 });

/**
 * Gives `server` the connection timeouts above (Node's own: an idle socket's timeout, the headers' and
 * the whole request's deadlines). Returns the server.
 * @template {import('node:http').Server} S
 * @param {S} server
 */
export function withConnectionTimeouts(server, timeouts = CONNECTION_TIMEOUTS) {
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  // a keep-alive connection between requests counts as idle too (below the idle timeout)
  server.keepAliveTimeout = Math.min(5000, timeouts.idleMs);
  return server;
}

/**
 * server.listen on LISTEN_HOST with the connection timeouts (withConnectionTimeouts); resolves once
 * listening, rejects on a listen error.
 */
export function listenLocal(server, port, host = LISTEN_HOST) {
  withConnectionTimeouts(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
