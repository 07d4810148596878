import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadIndexConfig } from './firestore/indexes.js';
import { FirestoreService } from './firestore/server.js';
import { loadRulesFile } from './rules-loader.js';
import type { CompiledRules } from './rules/contract.js';
import { StorageService } from './storage/server.js';
import { exportData, importData } from './transfer.js';

/** The repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's rules (the repository's rules/ folder), enforced unless others are given. */
export const PROJECT_RULES = {
  firestore: path.join(REPO_ROOT, 'rules', 'firestore.rules'),
  storage: path.join(REPO_ROOT, 'rules', 'storage.rules'),
} as const;

export const DEFAULT_PROJECT_ID = 'demo-bonus-atlas';
/** The bucket the apps configure (`storageBucket`) and the seed uploads to. */
export const DEFAULT_BUCKET = 'demo-bonus-atlas.appspot.com';

export interface LocalFirebaseOptions {
  /** 0 = an ephemeral port (default 8080). */
  firestorePort?: number;
  /** 0 = an ephemeral port (default 9199). */
  storagePort?: number;
  host?: string;
  /** Folder for durable data; null (the default here) keeps everything in memory. */
  dataDir?: string | null;
  projectId?: string;
  /** Defaults to the project's `rules/firestore.rules`. */
  rulesFile?: string;
  /** Defaults to the project's `rules/storage.rules`. */
  storageRulesFile?: string;
  /**
   * Composite and single-field indexes to enforce, as production does (`FAILED_PRECONDITION` for a query
   * without its index). Defaults to `<repo>/firestore.indexes.json`; null turns the check off.
   */
  indexesFile?: string | null;
  /** Called with every query's StructuredQuery (e.g. to record the app's queries). */
  onQuery?: (structuredQuery: unknown) => void;
  /** Already compiled rules (e.g. a test double) used instead of the rules files. */
  compiledRules?: { firestore: CompiledRules; storage: CompiledRules };
  /** Replace the data with this export at start. */
  importDir?: string;
  /** Most bytes one Storage upload may carry (default 32 MiB). */
  maxUploadBytes?: number;
  /** A resumable upload idle this long is dropped with its bytes (default 10 minutes). */
  uploadIdleMs?: number;
  log?: (line: string) => void;
  /**
   * Firestore runs elsewhere (Google's emulator): no Firestore server is started here, and
   * storage.rules read that engine's documents over REST. `firestorePort` then reports its port.
   */
  remoteFirestore?: { origin: string };
}

export interface LocalFirebase {
  firestorePort: number;
  storagePort: number;
  host: string;
  projectId: string;
  /** Deletes every document and object (memory and disk). */
  reset(): Promise<void>;
  /** Writes an export folder (see `--import`). */
  exportTo(dir: string): Promise<void>;
  /** Open resumable uploads and the bytes they hold in memory. */
  uploadUsage(): { sessions: number; bytes: number };
  /** Closes both servers and compacts the journal. */
  stop(): Promise<void>;
}

/**
 * A connection that sends nothing for this long (half-open, or idle between requests) is dropped, and
 * a request's headers must arrive within it: a flood of unfinished connections is not held (Node keeps
 * an idle socket forever by default). An upload that is sending is not idle.
 */
export const IDLE_CONNECTION_MS = 15_000;

function listen(server: http.Server, port: number, host: string): Promise<number> {
  server.setTimeout(IDLE_CONNECTION_MS, (socket) => socket.destroy());
  server.headersTimeout = IDLE_CONNECTION_MS;
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startLocalFirebase(options: LocalFirebaseOptions = {}): Promise<LocalFirebase> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const dataDir = options.dataDir ?? null;
  const log = options.log ?? ((line: string) => console.error(line));
  const rules = options.compiledRules ?? {
    firestore: await loadRulesFile(options.rulesFile ?? PROJECT_RULES.firestore, 'firestore'),
    storage: await loadRulesFile(options.storageRulesFile ?? PROJECT_RULES.storage, 'storage'),
  };
  const indexesFile =
    options.indexesFile === undefined ? path.join(REPO_ROOT, 'firestore.indexes.json') : options.indexesFile;
  const queryPolicy = {
    indexes: indexesFile === null ? null : loadIndexConfig(indexesFile),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  };
  const firestore = new FirestoreService({ rules: rules.firestore, dataDir, log, queryPolicy });
  const defaultDatabase = firestore.database(projectId);
  // storage.rules reads users/{uid}.role through firestore.get(); no batch is in flight, so after = before
  const readDocument = (docPath: string) => defaultDatabase.store.get(docPath)?.fields ?? null;
  const remote = options.remoteFirestore;
  const storage = new StorageService({
    rules: rules.storage,
    ...(remote
      ? { remoteFirestore: { origin: remote.origin, projectId } }
      : { lookup: { get: readDocument, getAfter: readDocument } }),
    dataDir,
    log,
    ...(options.maxUploadBytes !== undefined ? { maxUploadBytes: options.maxUploadBytes } : {}),
    ...(options.uploadIdleMs !== undefined ? { uploadIdleMs: options.uploadIdleMs } : {}),
  });
  if (options.importDir) importData(options.importDir, firestore, storage);

  const firestoreServer = http.createServer((req, res) => void firestore.handle(req, res));
  const storageServer = http.createServer((req, res) => void storage.handle(req, res));
  const firestorePort = remote
    ? Number(new URL(remote.origin).port)
    : await listen(firestoreServer, options.firestorePort ?? 8080, host);
  let storagePort: number;
  try {
    storagePort = await listen(storageServer, options.storagePort ?? 9199, host);
  } catch (error) {
    if (!remote) await close(firestoreServer);
    throw error;
  }
  let stopped = false;
  return {
    firestorePort,
    storagePort,
    host,
    projectId,
    reset: async () => {
      firestore.reset();
      storage.reset();
    },
    exportTo: async (dir: string) => exportData(dir, firestore, storage),
    uploadUsage: () => storage.uploadUsage(),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await Promise.all([remote ? Promise.resolve() : close(firestoreServer), close(storageServer)]);
      firestore.close();
      storage.close();
    },
  };
}
