// The local stack's ports: the site (shell and remotes), the backends and the launcher's readiness port.
// `npm start` uses the well-known ones below. A test run takes free ones instead (freeStackPorts) and
// hands them to the launcher and to its specs in BONUS_ATLAS_STACK_PORTS, so it runs beside a developer's
// `npm start`; nothing built depends on them (the pages learn the emulators' ports at run time).
import { execFileSync } from 'node:child_process';
import { REMOTES, SHELL_PORT } from '../federation.remotes.mjs';

export const STACK_PORTS_VARIABLE = 'BONUS_ATLAS_STACK_PORTS';

/** @type {Readonly<Record<string, number>>} */
export const DEFAULT_STACK_PORTS = Object.freeze({
  shell: SHELL_PORT,
  ...Object.fromEntries(REMOTES.map(({ name, port }) => [name, port])),
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  // the Auth emulator's hub and logging ports
  authHub: 4400,
  authLogging: 4500,
  ready: 3999,
});

/** The ports a launcher or a spec should use: the test run's (from the environment) or the defaults. */
export function stackPorts(env = process.env) {
  const given = env[STACK_PORTS_VARIABLE];
  if (!given) return { ...DEFAULT_STACK_PORTS };
  const parsed = JSON.parse(given);
  const ports = { ...DEFAULT_STACK_PORTS };
  for (const name of Object.keys(ports)) {
    const port = parsed[name];
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${STACK_PORTS_VARIABLE} has no valid port for ${name}: ${given}`);
    }
    ports[name] = port;
  }
  return ports;
}

/** Whether these are the well-known ports (one such stack per machine). */
export function isDefaultStack(ports) {
  return Object.entries(DEFAULT_STACK_PORTS).every(([name, port]) => ports[name] === port);
}

/**
 * One free loopback port for each of the stack's names, distinct, chosen now. Synchronous (a short child
 * process asks the kernel for them) because Playwright's config, which needs them for its base URL, is not.
 */
export function freeStackPorts() {
  const names = Object.keys(DEFAULT_STACK_PORTS);
  const script = `
    import { createServer } from 'node:net';
    const servers = [];
    for (let i = 0; i < ${names.length}; i++) {
      const server = createServer();
      await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
    console.log(JSON.stringify(servers.map((server) => server.address().port)));
    for (const server of servers) server.close();`;
  const ports = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 10_000 }),
  );
  return Object.fromEntries(names.map((name, index) => [name, ports[index]]));
}

/** The Firebase emulators' addresses as shared-services reads them (its EmulatorEndpoints). */
export function emulatorEndpoints(ports) {
  return {
    authUrl: `http://127.0.0.1:${ports.auth}`,
    firestoreHost: '127.0.0.1',
    firestorePort: ports.firestore,
    storageHost: '127.0.0.1',
    storagePort: ports.storage,
  };
}

/** The site's ports (shell and remotes): the only web pages the local backends answer. */
export function sitePorts(ports) {
  return [ports.shell, ...REMOTES.map(({ name }) => ports[name])];
}

/** The page's head names the emulators (read by shared-services' config: RUNTIME_EMULATORS_META there). */
export const RUNTIME_EMULATORS_META = 'bonus-atlas-emulators';

/** An HTML page with the stack's emulators named in its head, so the browser calls this stack's. */
export function emulatorsInPage(html, ports) {
  const json = JSON.stringify(emulatorEndpoints(ports)).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const { firestore, storage } = DEFAULT_STACK_PORTS;
  return (
    html
      .replace(/<head>/i, (head) => `${head}<meta name="${RUNTIME_EMULATORS_META}" content="${json}" />`)
      // the build's preconnect hints name the well-known ports
      .replaceAll(`href="http://127.0.0.1:${firestore}"`, `href="http://127.0.0.1:${ports.firestore}"`)
      .replaceAll(`href="http://127.0.0.1:${storage}"`, `href="http://127.0.0.1:${ports.storage}"`)
  );
}
