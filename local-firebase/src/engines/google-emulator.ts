import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Google's Cloud Firestore emulator may be installed, in the order they are tried. */
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export type GoogleEmulatorLookup =
  { ok: true; java: string; jar: string; source: string } | { ok: false; reason: string };

/** Major version from `java -version` (it prints to stderr), null when Java cannot run. */
function javaMajor(java: string): number | null {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

function firebaseToolsJar(): string | null {
  const dir = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  if (!fs.existsSync(dir)) return null;
  const jars = fs
    .readdirSync(dir)
    .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
    .sort();
  const last = jars[jars.length - 1];
  return last ? path.join(dir, last) : null;
}

/** Finds Java ≥ 17 and the emulator jar, or says why Google's emulator cannot run here. */
export function findGoogleEmulator(env: NodeJS.ProcessEnv = process.env): GoogleEmulatorLookup {
  const candidates: [string, string | null][] = [
    ['FIRESTORE_EMULATOR_JAR', env.FIRESTORE_EMULATOR_JAR ?? null],
    ['Debian package google-cloud-cli-firestore-emulator', DEBIAN_JAR],
    ["firebase-tools' emulator cache", firebaseToolsJar()],
  ];
  const found = candidates.find(([, jar]) => jar !== null && fs.existsSync(jar));
  if (!found)
    return {
      ok: false,
      reason: 'no Firestore emulator jar (install google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_JAR)',
    };
  const java = env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java';
  const major = javaMajor(java);
  if (major === null)
    return { ok: false, reason: `no Java found (${java}); the Firestore emulator needs Java 17 or newer` };
  if (major < 17) return { ok: false, reason: `Java ${major} found; the Firestore emulator needs Java 17 or newer` };
  return { ok: true, java, jar: found[1] as string, source: found[0] };
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface GoogleEmulator {
  host: string;
  port: number;
  projectId: string;
  /** Stops the emulator's process group (saving first, with a dataDir). */
  stop(): Promise<void>;
  /** Says the data changed since the last save (the next periodic save writes it). */
  markChanged(): void;
}

export interface GoogleEmulatorOptions {
  rulesFile: string;
  projectId?: string;
  host?: string;
  /** Default: a free port. */
  port?: number;
  /** How long to wait for "Ok" (ms). */
  timeoutMs?: number;
  /**
   * Keeps the data across runs: saved here as it changes (markChanged, every saveEveryMs) and by stop(),
   * the last complete save imported at the next start.
   */
  dataDir?: string;
  /** With dataDir: how often a changed database is saved (default SAVE_EVERY_MS). */
  saveEveryMs?: number;
}

/** How often a changed database is saved while it runs: at most this much is lost if everything is killed at once. */
export const SAVE_EVERY_MS = 15_000;

/** The export the emulator wrote into dataDir before saves were named (its --export-name), still read back. */
export const GOOGLE_EXPORT_NAME = 'bonus-atlas';
/** Each save is an export of its own (`bonus-atlas-<time>`); this file names the last complete one. */
const LATEST_SAVE_FILE = 'latest-save';

const metadataOf = (dataDir: string, name: string) => path.join(dataDir, name, `${name}.overall_export_metadata`);

/** The last complete save's metadata (what --import-data reads), or null for none. */
function latestSave(dataDir: string): string | null {
  try {
    const name = fs.readFileSync(path.join(dataDir, LATEST_SAVE_FILE), 'utf8').trim();
    if (name && fs.existsSync(metadataOf(dataDir, name))) return metadataOf(dataDir, name);
  } catch {
    // no save named yet
  }
  return fs.existsSync(metadataOf(dataDir, GOOGLE_EXPORT_NAME)) ? metadataOf(dataDir, GOOGLE_EXPORT_NAME) : null;
}

function persistenceArgs(dataDir: string | undefined): string[] {
  if (!dataDir) return [];
  fs.mkdirSync(dataDir, { recursive: true });
  const save = latestSave(dataDir);
  return save ? ['--import-data', save] : [];
}

/**
 * Exports the database into a new folder, then names it the latest in one rename and removes the older
 * saves: a save cut short (the process killed while exporting) leaves the last complete one in place.
 */
async function saveData(host: string, port: number, projectId: string, dataDir: string): Promise<void> {
  const name = `${GOOGLE_EXPORT_NAME}-${Date.now()}`;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: dataDir,
      export_name: name,
    }),
  });
  if (!response.ok) throw new Error(`Firestore emulator export failed: ${response.status} ${await response.text()}`);
  const pointer = path.join(dataDir, `${LATEST_SAVE_FILE}.next`);
  fs.writeFileSync(pointer, name);
  fs.renameSync(pointer, path.join(dataDir, LATEST_SAVE_FILE));
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry !== name && (entry === GOOGLE_EXPORT_NAME || entry.startsWith(`${GOOGLE_EXPORT_NAME}-`)))
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

/**
 * The launcher's guard (scripts/lib/parent-guard.mjs): the emulator runs under it with a pipe from this
 * process on its stdin, so it stops when this process is gone however it went (a SIGKILL included),
 * never left running with its ports and data. The emulator is in a process group of its own (so a
 * signal to this process's group lets it save first), which no exit of ours would otherwise reach.
 */
const PARENT_GUARD = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/lib/parent-guard.mjs',
);
/** How long the emulator gets for its own stop once this process is gone, before SIGKILL. */
const GUARD_GRACE_MS = 5000;

/** Starts Google's emulator on a free port with the given rules and waits until it answers. */
export async function startGoogleEmulator(options: GoogleEmulatorOptions): Promise<GoogleEmulator> {
  const lookup = findGoogleEmulator();
  if (!lookup.ok) throw new Error(`Google's Firestore emulator is not available: ${lookup.reason}`);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const projectId = options.projectId ?? 'demo-bonus-atlas';
  const child = spawn(
    process.execPath,
    [
      PARENT_GUARD,
      'SIGTERM',
      String(GUARD_GRACE_MS),
      lookup.java,
      '-cp',
      lookup.jar,
      MAIN_CLASS,
      '--host',
      host,
      '--port',
      String(port),
      '--rules',
      options.rulesFile,
      '--project_id',
      projectId,
      ...persistenceArgs(options.dataDir),
    ],
    { detached: true, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const kill = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Google's Firestore emulator exited (${child.exitCode}): ${output}`);
    try {
      const res = await fetch(`http://${host}:${port}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error(`Google's Firestore emulator did not answer on ${host}:${port}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // saves while it runs, one at a time and only after a change: a crash of everything loses at most this long
  let changed = false;
  let saving: Promise<void> = Promise.resolve();
  const save = (dataDir: string) =>
    (saving = saving.then(async () => {
      changed = false;
      try {
        await saveData(host, port, projectId, dataDir);
      } catch (error) {
        changed = true;
        console.error(`Google's Firestore emulator could not save its data: ${String(error)}`);
      }
    }));
  const dataDir = options.dataDir;
  const saver = dataDir
    ? setInterval(() => {
        if (changed) void save(dataDir);
      }, options.saveEveryMs ?? SAVE_EVERY_MS)
    : undefined;
  saver?.unref();
  return {
    host,
    port,
    projectId,
    markChanged: () => {
      changed = true;
    },
    stop: async () => {
      process.off('exit', kill);
      clearInterval(saver);
      if (child.exitCode !== null) return;
      if (dataDir) await save(dataDir);
      kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    },
  };
}
