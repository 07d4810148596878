// remotes.json for the shell: remote name → manifest URL, per environment, from env vars.
//   BONUS_ATLAS_REMOTE_MF_CATALOG=https://catalog.example.com/mf-manifest.json (one per remote), or
//   BONUS_ATLAS_REMOTES_ORIGIN=https://example.com  (→ https://example.com/mf_catalog/mf-manifest.json ...)
// Without either: http://localhost:<port>/mf-manifest.json (the local stack's ports, 3001–3004 by default).

import { REMOTES } from '../federation.remotes.mjs';

/**
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, number>} [ports] the local stack's ports by remote name (scripts/stack-ports.mjs)
 */
export function buildRemotesMap(env = process.env, ports = {}) {
  const origin = env.BONUS_ATLAS_REMOTES_ORIGIN?.replace(/\/+$/, '');
  return Object.fromEntries(
    REMOTES.map(({ name, port: wellKnownPort }) => {
      const port = ports[name] ?? wellKnownPort;
      const explicit = env[`BONUS_ATLAS_REMOTE_${name.toUpperCase()}`];
      const url =
        explicit || (origin ? `${origin}/${name}/mf-manifest.json` : `http://localhost:${port}/mf-manifest.json`);
      return [name, url];
    }),
  );
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, number>} [ports]
 */
export function remotesJson(env = process.env, ports = {}) {
  return `${JSON.stringify(buildRemotesMap(env, ports), null, 2)}\n`;
}
