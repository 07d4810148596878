#!/usr/bin/env node
// npm run start:prod: the production twin. Firebase's own Hosting, Functions and Auth emulators run the
// real firebase.json (its hosting sites, rewrites, headers and functions) on what a deploy uploads,
// packaged by the same predeploy script for environment "twin" (deploy/environments/twin.json);
// Google's Firestore emulator and local-firebase's Storage behind them. Ports of its own, so it runs
// beside `npm start`. Prints `twin http://127.0.0.1:<port>` once everything answers.
//   --skip-build   package the last twin build (build/out/twin) instead of building again
// A deploy to the twin (`npm run deploy -- <target> --env twin`, or a rollback) publishes into the
// twin's tree, which the running emulators serve at once.
// firebase-tools' own Firestore emulator is not used: it would download its jar, and the Debian jar
// (the one local-firebase runs) has no Main-Class for its `java -jar`. FIRESTORE_EMULATOR_HOST tells
// the functions where Firestore is instead (the emulator's gRPC port; the browser uses the REST proxy).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { prepareAuthImport, readDemoAccounts } from './auth-import.mjs';
import { loadEnvironment, ROOT } from './deploy/environment.mjs';
import { BUILD_TARGETS, environmentDir, packageTarget, writeEnvironmentConfig } from './deploy/package.mjs';
import { startChild, stopAll } from './lib/children.mjs';
import { seedDemoDataIfEmpty } from './lib/seed-demo.mjs';
import { listenLocal } from './lib/listen-local.mjs';
import { isPortInUse, waitForHttp } from './lib/wait.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const environment = loadEnvironment('twin');
const ports = environment.emulators;
const HOST = '127.0.0.1';
// the hosting emulator puts a config's 2nd, 3rd, 4th site on port + 5, + 6, + 7
const SITE_PORTS = [ports.hosting, ports.hosting + 5, ports.hosting + 6, ports.hosting + 7];
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const temporaryDirs = [];
process.on('exit', () => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});
function temporaryDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

/** firebase.json as it is, with the twin's emulator ports (the CLI reads ports from the config only). */
export function twinFirebaseConfig(config, emulatorPorts) {
  return {
    ...config,
    emulators: {
      auth: { host: HOST, port: emulatorPorts.auth },
      functions: { host: HOST, port: emulatorPorts.functions },
      hosting: { host: HOST, port: emulatorPorts.hosting },
      hub: { host: HOST, port: emulatorPorts.hub },
      logging: { host: HOST, port: emulatorPorts.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

async function assertPortsFree() {
  const wanted = [
    ...SITE_PORTS,
    ports.functions,
    ports.auth,
    ports.firestore,
    ports.firestoreGrpc,
    ports.storage,
    ports.hub,
    ports.logging,
    ports.ready,
  ];
  const busy = [];
  for (const port of wanted) if (await isPortInUse(port, HOST)) busy.push(port);
  if (busy.length > 0) {
    console.error(`Port(s) ${busy.join(', ')} already in use: is another twin running? Stop it first.`);
    process.exit(1);
  }
}

function startBackends() {
  const child = startChild(
    'firestore+storage',
    bin('tsx'),
    [
      'local-firebase/src/cli.ts',
      '--firestore-port',
      String(ports.firestore),
      '--storage-port',
      String(ports.storage),
      // in memory: a twin starts seeded afresh, and stops without exporting anything
      '--memory',
      '--firestore-engine',
      'google',
      '--rules',
      path.join(environmentDir(environment), 'firestore.rules'),
      // the Admin SDK in the functions speaks gRPC: the emulator's own port, not the REST proxy before it
      '--google-port',
      String(ports.firestoreGrpc),
    ],
    { cwd: ROOT, readyLine: /local-firebase ready/, quiet: true },
  );
  return child.ready.then(() =>
    seedDemoDataIfEmpty(ROOT, { firestorePort: ports.firestore, storagePort: ports.storage }),
  );
}

function startFirebaseEmulators() {
  // beside the twin's tree (build/deploy/twin), whose folders it names: a deploy for another environment never touches it
  const configFile = path.join(environmentDir(environment), 'firebase.emulators.json');
  const config = JSON.parse(readFileSync(writeEnvironmentConfig(environment), 'utf8'));
  writeFileSync(configFile, `${JSON.stringify(twinFirebaseConfig(config, ports), null, 2)}\n`);
  const authDir = temporaryDir('bonus-atlas-twin-auth-');
  const version = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules', 'firebase-tools', 'package.json'), 'utf8'),
  ).version;
  prepareAuthImport(authDir, readDemoAccounts(ROOT), version);
  const child = startChild(
    'emulators',
    bin('firebase'),
    [
      'emulators:start',
      '--only',
      'hosting,functions,auth',
      '--project',
      environment.projectId,
      '--config',
      configFile,
      '--import',
      authDir,
    ],
    {
      cwd: ROOT,
      env: {
        CI: '1',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // offline: no probe of a cloud metadata server for credentials
        METADATA_SERVER_DETECTION: 'none',
        FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestoreGrpc}`,
        FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
      },
      readyLine: /All emulators ready/,
      stopSignal: 'SIGINT',
      quiet: !process.env.BONUS_ATLAS_TWIN_VERBOSE,
    },
  );
  return child.ready;
}

async function main() {
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  await assertPortsFree();
  const started = Date.now();
  console.log(`Packaging for environment twin${skipBuild ? ' (dist as built)' : ''}...`);
  // the twin's tree as a deploy of everything leaves it (build/deploy/twin)
  for (const target of [...BUILD_TARGETS, 'functions', 'firestore'])
    await packageTarget(target, environment, { skipBuild });
  await startBackends();
  await startFirebaseEmulators();
  await waitForHttp(`http://${HOST}:${ports.hosting}/remotes.json`);
  // a first request loads the render bundle and opens Firestore's channel (a cold start, past the
  // render's deadline); the twin is ready once a page renders as it would for a visitor later
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await fetch(`http://${HOST}:${ports.hosting}/`, { signal: AbortSignal.timeout(30_000) }).catch(
      () => null,
    );
    if (response && (await response.text()).includes('data-rendered-for="visitor"')) break;
  }
  // the admin gate too: the Functions emulator can hang requests that arrive side by side at a function
  // that has not answered one yet (an admin page asks for several chunks at once)
  await fetch(`http://${HOST}:${ports.hosting}/mf-admin/pages.json`, { signal: AbortSignal.timeout(30_000) }).catch(
    () => null,
  );
  const ready = createServer((req, res) => res.writeHead(req.url === '/ready' ? 200 : 404).end());
  await listenLocal(ready, ports.ready, HOST);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
twin http://${HOST}:${ports.hosting}

  Firebase emulators: Hosting ${SITE_PORTS.join(', ')} (shell, mf-catalog, mf-promotions, mf-account),
  Functions ${ports.functions}, Auth ${ports.auth}; Google's Firestore emulator ${ports.firestore}, Storage ${ports.storage}
  (local-firebase), seeded afresh. Ready in ${seconds} s.
  sign in   admin@bonus-atlas.test (admin) or member@bonus-atlas.test, from the account chooser
Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
