import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCompressingProxy, type CompressingProxy } from './engines/compressing-proxy.js';
import { findGoogleEmulator, startGoogleEmulator, type GoogleEmulator } from './engines/google-emulator.js';
import { allowSitePorts } from './shared/http.js';
import { DEFAULT_PROJECT_ID, PROJECT_RULES, startLocalFirebase } from './start.js';

const { values } = parseArgs({
  options: {
    'firestore-port': { type: 'string', default: '8080' },
    'storage-port': { type: 'string', default: '9199' },
    host: { type: 'string', default: '127.0.0.1' },
    project: { type: 'string', default: DEFAULT_PROJECT_ID },
    data: { type: 'string', default: '.local-firebase' },
    fresh: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    import: { type: 'string' },
    export: { type: 'string' },
    rules: { type: 'string' },
    'storage-rules': { type: 'string' },
    'firestore-engine': { type: 'string', default: 'local' },
    'google-port': { type: 'string' },
    'site-ports': { type: 'string' },
    'save-every': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(`Usage: tsx local-firebase/src/cli.ts [options]
  --firestore-port N   Firestore REST port (8080)        --storage-port N   Storage REST port (9199)
  --host H             listen address (127.0.0.1)          --project ID       project id (${DEFAULT_PROJECT_ID})
  --data DIR           data folder (.local-firebase)       --memory           keep nothing on disk
  --fresh              delete the data folder first        --import DIR       load an export at start
  --export DIR         write an export on exit             --rules FILE       firestore rules (rules/firestore.rules)
  --storage-rules FILE storage rules (rules/storage.rules)
  --firestore-engine E local | google | auto (google when Java 17+ and its jar are found; under CI
                       auto without it is an error). Storage always runs here.
  --google-port N      with the google engine: the emulator's own gRPC port (default: a free one), for Admin SDK clients
  --site-ports A,B,..  the site's ports besides 3000-3004 (a stack on other ports): pages allowed to call in
  --save-every MS      with the google engine and a data folder: save a changed database this often (15000)`);
  process.exit(0);
}

function port(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a port number, got ${value}`);
  return n;
}

function milliseconds(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100)
    throw new Error(`${flag} must be a number of milliseconds (100 or more), got ${value}`);
  return n;
}

/** Which engine serves Firestore, and the line the launcher prints about it. */
function chooseEngine(requested: string): { engine: 'local' | 'google'; why: string } {
  if (requested === 'local') return { engine: 'local', why: 'local-firebase (asked for)' };
  if (requested !== 'google' && requested !== 'auto')
    throw new Error(`--firestore-engine must be local, google or auto, got ${requested}`);
  const found = findGoogleEmulator();
  if (found.ok) return { engine: 'google', why: `Google's Cloud Firestore emulator (${found.source})` };
  if (requested === 'google' || process.env.CI)
    throw new Error(`Google's Firestore emulator is needed but not available: ${found.reason}`);
  return { engine: 'local', why: `local-firebase, because Google's emulator is not available: ${found.reason}` };
}

// the launcher reads this process's output through a pipe: once it is gone (killed), a write must not
// end this process before it has stopped the emulator and saved its data
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

async function main(): Promise<void> {
  const cwd = process.cwd();
  const dataDir = values.memory ? null : path.resolve(cwd, values.data);
  if (dataDir && values.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const { engine, why } = chooseEngine(values['firestore-engine']);
  console.error(`Firestore: ${why}`);
  const firestorePort = port(values['firestore-port'], '--firestore-port');
  let google: GoogleEmulator | undefined;
  let proxy: CompressingProxy | undefined;
  if (engine === 'google') {
    // the emulator listens on a private port; the Firestore port is a proxy that gzips its answers, as
    // production's front end does (the emulator never compresses)
    google = await startGoogleEmulator({
      rulesFile: values.rules ? path.resolve(cwd, values.rules) : PROJECT_RULES.firestore,
      projectId: values.project,
      ...(values['google-port'] ? { port: port(values['google-port'], '--google-port') } : {}),
      ...(dataDir ? { dataDir: path.join(dataDir, 'google-firestore') } : {}),
      ...(values['save-every'] ? { saveEveryMs: milliseconds(values['save-every'], '--save-every') } : {}),
    });
    const emulator = google;
    proxy = await startCompressingProxy({
      target: `http://${emulator.host}:${emulator.port}`,
      host: values.host,
      port: firestorePort,
      // a write through the proxy: the emulator saves it soon (a crash loses at most --save-every)
      onWrite: () => emulator.markChanged(),
    });
  }
  if (values['site-ports']) allowSitePorts(values['site-ports'].split(',').map((value) => port(value, '--site-ports')));
  const server = await startLocalFirebase({
    ...(proxy ? { remoteFirestore: { origin: `http://${proxy.host}:${proxy.port}` } } : {}),
    firestorePort,
    storagePort: port(values['storage-port'], '--storage-port'),
    host: values.host,
    projectId: values.project,
    dataDir,
    rulesFile: values.rules ? path.resolve(cwd, values.rules) : PROJECT_RULES.firestore,
    storageRulesFile: values['storage-rules'] ? path.resolve(cwd, values['storage-rules']) : PROJECT_RULES.storage,
    ...(values.import ? { importDir: path.resolve(cwd, values.import) } : {}),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (values.export) await server.exportTo(path.resolve(cwd, values.export));
    await server.stop();
    await proxy?.close();
    // the emulator exports its data on the way out (dataDir/google-firestore)
    await google?.stop();
    console.error(`local-firebase stopped (${signal})`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const base = `http://${server.host}`;
  console.log(`local-firebase ready firestore=${base}:${server.firestorePort} storage=${base}:${server.storagePort}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
