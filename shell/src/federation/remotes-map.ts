import { REMOTES, type RemoteName } from '../../../federation.remotes.mjs';

/** The remotes, as remotes.json names them (federation.remotes.mjs). */
export type { RemoteName };

/** remote name → manifest URL, read from /remotes.json (generated per environment by scripts/write-remotes-json.mjs). */
export type RemotesMap = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** Local defaults: each remote's dev/serve port on this machine. */
export const DEFAULT_REMOTES = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]),
) as RemotesMap;

/** Validates the JSON; a missing or malformed entry falls back to the local default for that remote. */
export function parseRemotesMap(json: unknown): { remotes: RemotesMap; problems: string[] } {
  const problems: string[] = [];
  const source = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (source !== json) problems.push('remotes.json is not an object');
  const remotes = { ...DEFAULT_REMOTES };
  for (const name of REMOTE_NAMES) {
    const entry = source[name];
    if (typeof entry === 'string' && /^(https?:)?\/\//.test(entry)) remotes[name] = entry;
    else problems.push(`remotes.json: ${name} is missing or not a URL`);
  }
  return { remotes, problems };
}

/** Fetches /remotes.json without the HTTP cache so a redeployed remote is picked up on reload. */
export async function fetchRemotesMap(url = '/remotes.json', fetcher: typeof fetch = fetch): Promise<RemotesMap> {
  try {
    const response = await fetcher(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { remotes, problems } = parseRemotesMap(await response.json());
    for (const problem of problems) console.warn(problem);
    return remotes;
  } catch (error) {
    console.warn('Could not read /remotes.json; using the local remotes', error);
    return { ...DEFAULT_REMOTES };
  }
}
