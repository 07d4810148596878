// The production twin's ports: deploy/environments/twin.json's, all moved by ATLAS_TWIN_PORT_OFFSET
// (e.g. 1000), so a second twin (another checkout's suite) runs beside the first. One home: the twin,
// its build (the emulator hosts it calls), its remotes map and its e2e suite all read them here.
import { readFileSync } from 'node:fs';

export const TWIN_PORT_OFFSET_VARIABLE = 'ATLAS_TWIN_PORT_OFFSET';

/** The offset asked for (0 without one); a value that would leave the port range stops with its name. */
export function twinPortOffset(env = process.env) {
  const raw = env[TWIN_PORT_OFFSET_VARIABLE];
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000)
    throw new Error(`${TWIN_PORT_OFFSET_VARIABLE}=${raw}: a whole number of ports from 0 to 50000`);
  return offset;
}

/** A loopback URL's port moved by `offset`, as text in the shape it came in (an origin stays an origin). */
function moved(url, offset) {
  const parsed = new URL(url);
  if (!parsed.port) return url;
  parsed.port = String(Number(parsed.port) + offset);
  return url === new URL(url).origin ? parsed.origin : parsed.href;
}

/** The twin's environment config with every port moved by `offset`. */
export function movedTwin(config, offset) {
  if (!offset) return config;
  return {
    ...config,
    siteOrigin: moved(config.siteOrigin, offset),
    emulators: Object.fromEntries(Object.entries(config.emulators).map(([name, port]) => [name, port + offset])),
    remotes: Object.fromEntries(Object.entries(config.remotes).map(([name, url]) => [name, moved(url, offset)])),
  };
}

/** Where the running twin answers, for its suite: the site, the catalog's site, the functions, Auth, the ready probe. */
export function twinAddresses(env = process.env) {
  const file = new URL('../../deploy/environments/twin.json', import.meta.url);
  const config = movedTwin(JSON.parse(readFileSync(file, 'utf8')), twinPortOffset(env));
  const host = '127.0.0.1';
  return {
    site: config.siteOrigin,
    catalogSite: new URL(config.remotes.mf_catalog).origin,
    functions: `http://${host}:${config.emulators.functions}`,
    authHost: `${host}:${config.emulators.auth}`,
    ready: `http://${host}:${config.emulators.ready}/ready`,
  };
}
