#!/usr/bin/env node
// npm start      → build (turbo, cached), Auth emulator + local-firebase (the demo seed when empty),
//                  production builds served on 3000–3004.
// npm run dev    → the same backends with rspack dev servers (hot reload).
// Options: --skip-build   serve what is in */dist
//          --fresh        throw-away data: a temporary local-firebase folder and only the demo accounts (e2e)
//          --data DIR     local-firebase data folder (default .local-firebase)
//          --wait         on the well-known ports, wait for another stack on them to stop
//          --owner-pid P  stop when process P (the test runner that started us) is gone
//          --firestore=local|google  the Firestore engine (default: Google's emulator when Java 17+ and its
//                         jar are found, local-firebase otherwise; Storage is always local-firebase)
//          --ready-token T  once everything is up, answer 200 on http://localhost:<ready port>/ready/T (Playwright's
//                         readiness URL: unique per run, so a run never mistakes another stack for its own)
//          --dist-root DIR  serve <DIR>/<app> (a test run's own build) instead of each app's dist/
//          --scale N      seed N generated brands (seed --scale) instead of the demo set (benchmarks, e2e at scale)
// Ports: the well-known ones (scripts/stack-ports.mjs), one such stack per machine; a test run passes free
// ones in BONUS_ATLAS_STACK_PORTS and runs beside it (no lock, nothing written into a folder it shares).
// Ctrl-C stops everything (the Auth emulator exports its accounts on the way out).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareAuthImport, readDemoAccounts } from './auth-import.mjs';
import { run, startChild, stopAll } from './lib/children.mjs';
import { seedDemoDataIfEmpty } from './lib/seed-demo.mjs';
import { acquireStackLock } from './lib/stack-lock.mjs';
import { isPortInUse, waitForHttp } from './lib/wait.mjs';
import { REMOTES } from '../federation.remotes.mjs';
import { remotesJson } from './remotes-map.mjs';
import { emulatorEndpoints, emulatorsInPage, isDefaultStack, sitePorts, stackPorts } from './stack-ports.mjs';
import { siteOriginTest } from './serve-static.mjs';
import { adminGateHost, localAdminGate } from './admin-gate.mjs';
import { listenLocal, publicSiteProblem } from './lib/listen-local.mjs';
import { createStaticServer } from './serve-static.mjs';
import { createPageRenderer } from '../functions/render/server-render.mjs';
import { pageSecurityHeaders } from '../functions/http-headers.mjs';
import { createSitemapFromBundle } from '../functions/render/sitemap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const fresh = args.includes('--fresh');
const skipBuild = args.includes('--skip-build');
const waitForOtherStack = args.includes('--wait');
const tokenIndex = args.indexOf('--ready-token');
const readyToken = tokenIndex >= 0 ? args[tokenIndex + 1] : undefined;
const ownerIndex = args.indexOf('--owner-pid');
const ownerPid = ownerIndex >= 0 ? Number(args[ownerIndex + 1]) : undefined;
const dataIndex = args.indexOf('--data');
const firestoreEngine = args.find((arg) => arg.startsWith('--firestore='))?.slice('--firestore='.length) ?? 'auto';
// what local-firebase's CLI chose, and why (for the banner)
let firestoreEngineLine = 'local-firebase';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const scaleIndex = args.indexOf('--scale');
const seedScale = scaleIndex >= 0 ? Number(args[scaleIndex + 1]) : undefined;
if (seedScale !== undefined && !(Number.isInteger(seedScale) && seedScale > 0)) {
  console.error('--scale needs a positive number of brands');
  process.exit(1);
}
const distRootIndex = args.indexOf('--dist-root');
const distRoot = distRootIndex >= 0 ? path.resolve(args[distRootIndex + 1] ?? '') : undefined;

const PORTS = stackPorts();
// the well-known ports: one such stack per machine (the lock); a test stack on free ones needs none
const wellKnownPorts = isDefaultStack(PORTS);
const READY_PORT = PORTS.ready;
const APPS = [{ name: 'shell', workspace: 'shell' }, ...REMOTES].map((app) => ({ ...app, port: PORTS[app.name] }));
const BACKEND_PORTS = { auth: PORTS.auth, firestore: PORTS.firestore, storage: PORTS.storage };
// the Auth emulator's hub and logging ports (firebase.json)
const EMULATOR_SUPPORT_PORTS = [PORTS.authHub, PORTS.authLogging];
const EMULATORS = emulatorEndpoints(PORTS);
const appDist = (app) => (distRoot ? path.join(distRoot, app.workspace) : path.join(root, app.workspace, 'dist'));

const temporaryDirs = [];
function temporaryDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}
process.on('exit', () => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

async function busyPorts() {
  const ports = [
    ...APPS.map((app) => app.port),
    ...Object.values(BACKEND_PORTS),
    ...EMULATOR_SUPPORT_PORTS,
    ...(readyToken ? [READY_PORT] : []),
  ];
  const busy = [];
  for (const port of ports) {
    if ((await isPortInUse(port, '127.0.0.1')) || (await isPortInUse(port, '::1'))) busy.push(port);
  }
  return busy;
}

/** Fails when a port is taken; with --wait, waits (a stack started outside the lock is stopping). */
async function assertPortsFree() {
  // free ports were free a moment ago: a clash now is another program's, not a stack's to wait for
  const deadline = Date.now() + (waitForOtherStack && wellKnownPorts ? 30 * 60_000 : 0);
  for (;;) {
    const busy = await busyPorts();
    if (busy.length === 0) return;
    if (Date.now() >= deadline) {
      console.error(`Port(s) ${busy.join(', ')} already in use. Stop the other instance first.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** firebase.json, or on other ports a copy of its emulator settings with this stack's ports. */
function authEmulatorConfig() {
  if (wellKnownPorts) return path.join(root, 'firebase.json');
  const { emulators } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const file = path.join(temporaryDir('bonus-atlas-firebase-'), 'firebase.json');
  const at = (port) => ({ host: '127.0.0.1', port });
  writeFileSync(
    file,
    JSON.stringify({
      emulators: {
        ...emulators,
        auth: at(PORTS.auth),
        firestore: at(PORTS.firestore),
        storage: at(PORTS.storage),
        hub: at(PORTS.authHub),
        logging: at(PORTS.authLogging),
      },
    }),
  );
  return file;
}

function startAuthEmulator() {
  const authDir = fresh ? temporaryDir('bonus-atlas-auth-') : path.join(root, '.auth-emulator');
  const firebaseToolsVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'firebase-tools', 'package.json'), 'utf8'),
  ).version;
  const accounts = prepareAuthImport(authDir, readDemoAccounts(root), firebaseToolsVersion);
  console.log(`Auth emulator: ${accounts} account(s) from ${path.relative(root, authDir) || authDir}`);
  const child = startChild(
    'auth',
    bin('firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      'demo-bonus-atlas',
      '--config',
      authEmulatorConfig(),
      '--import',
      authDir,
      ...(fresh ? [] : ['--export-on-exit', authDir]),
    ],
    {
      cwd: root,
      // offline: no MOTD/update checks, no usage reporting
      env: { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      readyLine: /All emulators ready/,
      // SIGINT lets the emulator export its accounts before exiting
      stopSignal: 'SIGINT',
      quiet: true,
    },
  );
  return child.ready.then(() => waitForHttp(`http://127.0.0.1:${BACKEND_PORTS.auth}/`));
}

function startLocalFirebase() {
  const dataDir = fresh
    ? temporaryDir('bonus-atlas-data-')
    : path.resolve(root, dataIndex >= 0 ? (args[dataIndex + 1] ?? '.local-firebase') : '.local-firebase');
  const child = startChild(
    'local-firebase',
    bin('tsx'),
    [
      'local-firebase/src/cli.ts',
      '--firestore-port',
      String(BACKEND_PORTS.firestore),
      '--storage-port',
      String(BACKEND_PORTS.storage),
      '--data',
      dataDir,
      '--firestore-engine',
      firestoreEngine,
      ...(wellKnownPorts ? [] : ['--site-ports', sitePorts(PORTS).join(',')]),
    ],
    { cwd: root, readyLine: /local-firebase ready/ },
  );
  child.process.stderr.on('data', (chunk) => {
    const chosen = /^Firestore: (.*)$/m.exec(chunk.toString());
    if (chosen) firestoreEngineLine = chosen[1];
  });
  return child.ready
    .then(() =>
      seedDemoDataIfEmpty(root, {
        firestorePort: BACKEND_PORTS.firestore,
        storagePort: BACKEND_PORTS.storage,
        scale: seedScale,
      }),
    )
    .then((summary) => console.log(`[seed] ${summary}`));
}

async function serveBuilds() {
  // each stack's own remotes map, served from memory: the shell's dist/ may be another stack's too
  const remotesMap = remotesJson(process.env, PORTS);
  // the local account chooser's demo accounts: seed data stays out of the shell's bundle
  const demoAccounts = readDemoAccounts(root).map(({ email, displayName, role }) => ({ email, displayName, role }));
  const files = { '/remotes.json': remotesMap, '/demo-accounts.json': JSON.stringify({ accounts: demoAccounts }) };
  // the pages name this stack's emulators (the build's defaults are the well-known ports)
  const html = (text) => emulatorsInPage(text, PORTS);
  // the server render (in this process) reads the same from the environment
  process.env.BONUS_ATLAS_EMULATORS = JSON.stringify(EMULATORS);
  const isSiteOrigin = siteOriginTest(sitePorts(PORTS));
  const serverBundle = distRoot
    ? path.join(distRoot, 'shell-server', 'render-page.cjs')
    : path.join(root, 'shell', 'dist-server', 'render-page.cjs');
  await Promise.all(
    APPS.map((app) => {
      // The admin remote's files go only to admins (a verified __session cookie with role admin)
      const gate =
        app.name === 'mf_admin'
          ? localAdminGate({
              authOrigin: EMULATORS.authUrl,
              firestoreOrigin: `http://${EMULATORS.firestoreHost}:${EMULATORS.firestorePort}`,
            })
          : undefined;
      const dist = appDist(app);
      // the shell renders public pages on the server
      const render =
        app.name === 'shell'
          ? (createPageRenderer({ shellDist: dist, serverBundle, remotesMap: JSON.parse(remotesMap) }) ?? undefined)
          : undefined;
      // and its sitemap from the data (functions/render/sitemap.mjs)
      const sitemap = app.name === 'shell' ? (createSitemapFromBundle({ serverBundle }) ?? undefined) : undefined;
      // the local gate is no boundary (scripts/admin-gate.mjs): loopback only unless acknowledged
      const gateHost = gate ? adminGateHost() : undefined;
      if (gateHost?.warning) console.warn(gateHost.warning);
      // the pages' policy names this stack's remotes and emulators (and the render's inline script)
      const securityHeaders = pageSecurityHeaders(
        render?.pagePolicy ?? {
          remotes: Object.values(JSON.parse(remotesMap)),
          firebase: {
            useEmulators: true,
            authDomain: '',
            emulatorOrigins: [
              EMULATORS.authUrl,
              `http://${EMULATORS.firestoreHost}:${EMULATORS.firestorePort}`,
              `http://${EMULATORS.storageHost}:${EMULATORS.storagePort}`,
            ],
          },
        },
      );
      const server = createStaticServer({
        root: dist,
        spa: true,
        gate,
        render,
        sitemap,
        isSiteOrigin,
        securityHeaders,
        ...(app.name === 'shell' ? { files, html } : {}),
      });
      return listenLocal(server, app.port, gateHost?.host);
    }),
  );
}

function startDevServers() {
  return Promise.all(
    APPS.map((app) =>
      startChild(app.name, bin('rspack'), ['serve'], {
        cwd: path.join(root, app.workspace),
        readyLine: /compiled|Compiled/,
      }).ready.then(() => waitForHttp(`http://localhost:${app.port}/`)),
    ),
  );
}

/** Launched by a test runner (--owner-pid): if that runner dies without stopping us, stop too. */
function stopWhenOwnerGone(ownerPid) {
  const timer = setInterval(() => {
    try {
      process.kill(ownerPid, 0);
    } catch {
      console.error(`The process that started this stack (pid ${ownerPid}) is gone; stopping.`);
      void stopAll(1);
    }
  }, 2000);
  timer.unref();
}

async function main() {
  // five servers share this process: a stray rejection is logged, it does not take the site down
  process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (the stack keeps running):', reason));
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  if (ownerPid) stopWhenOwnerGone(ownerPid);
  if (dev && !wellKnownPorts)
    throw new Error('The dev servers listen on the well-known ports only (their rspack configs).');
  // the site's pages accept the Auth emulator's unsigned tokens: beyond loopback only when acknowledged
  const publicProblem = publicSiteProblem();
  if (publicProblem) {
    console.error(publicProblem);
    process.exit(1);
  }
  const lock = wellKnownPorts ? await acquireStackLock(waitForOtherStack ? 30 * 60_000 : 0) : { acquired: true };
  if (!lock.acquired) {
    console.error(
      `Another Bonus Atlas stack is running (pid ${lock.owner ?? '?'}). Stop it first (Ctrl-C in its terminal).`,
    );
    process.exit(1);
  }
  await assertPortsFree();

  if (!dev && !skipBuild) {
    console.log('Building shell and remotes (turbo, cached)...');
    const code = await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'], {
      cwd: root,
      env: { TURBO_TELEMETRY_DISABLED: '1' },
    });
    if (code !== 0) {
      console.error('Build failed.');
      process.exit(code);
    }
  }

  const started = Date.now();
  const backends = Promise.all([startAuthEmulator(), startLocalFirebase()]);
  if (dev) await startDevServers();
  await backends;
  // production servers open last: once :3000 answers, the whole stack is ready (Playwright waits on it)
  if (!dev) await serveBuilds();

  if (readyToken) {
    const ready = createServer((req, res) => res.writeHead(req.url === `/ready/${readyToken}` ? 200 : 404).end());
    await listenLocal(ready, READY_PORT);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Bonus Atlas is running (${dev ? 'dev servers, hot reload' : 'production builds'}, ready in ${seconds} s):

    http://localhost:${PORTS.shell}

  remotes   ${REMOTES.map((remote) => `${remote.name} :${PORTS[remote.name]}`).join(', ')}
  backends  Auth emulator :${BACKEND_PORTS.auth}, Firestore :${BACKEND_PORTS.firestore}, Storage :${BACKEND_PORTS.storage} (local-firebase)
  firestore ${firestoreEngineLine}
  sign in   admin@bonus-atlas.test (admin) or member@bonus-atlas.test, from the account chooser

Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
