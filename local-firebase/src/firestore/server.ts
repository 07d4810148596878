import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledRules } from '../rules/contract.js';
import { callerFromHeader, isOwnerRequest, UnauthenticatedError } from '../shared/auth.js';
import { BodyTooLargeError, MAX_FIRESTORE_BODY_BYTES, parseJson, readBody, refuseOrigin, sendJson, setCors } from '../shared/http.js';
import { Journal } from '../shared/journal.js';
import { FirestoreAccess } from './access.js';
import { FirestoreDatabase, type FirestoreJournalEntry, type FirestoreSnapshot, type QueryPolicy } from './database.js';
import { RpcError } from './errors.js';
import { documentsRoot } from './paths.js';

export interface FirestoreServiceOptions {
  rules: CompiledRules;
  /** Folder for the journal; null keeps everything in memory. */
  dataDir: string | null;
  log?: (line: string) => void;
  /** Index enforcement and query recording (default: none). */
  queryPolicy?: QueryPolicy;
}

// Document ids may contain ':', so the method is whatever follows the last one.
const RPC = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)(\/.*)?:(batchGet|runQuery|runAggregationQuery|commit)$/;
const RESET = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;
/** The owner's count of documents read, for benchmarks (`GET`, `Authorization: Bearer owner`). */
const READS = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/reads$/;

/** The Firestore REST v1 surface that `firebase/firestore/lite` uses, over one or more databases. */
export class FirestoreService {
  private readonly databases = new Map<string, FirestoreDatabase>();

  constructor(private readonly options: FirestoreServiceOptions) {}

  database(projectId: string, databaseId = '(default)'): FirestoreDatabase {
    const root = documentsRoot(projectId, databaseId);
    let db = this.databases.get(root);
    if (!db) {
      const { dataDir } = this.options;
      const journal = dataDir ? new Journal<FirestoreSnapshot, FirestoreJournalEntry>(path.join(dataDir, 'firestore'), fileName(projectId, databaseId)) : null;
      db = new FirestoreDatabase(root, new FirestoreAccess(this.options.rules, root, databaseId), journal, this.options.queryPolicy);
      this.databases.set(root, db);
    }
    return db;
  }

  private databaseForRoot(root: string): FirestoreDatabase {
    const m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/.exec(root);
    if (!m) throw new RpcError('INVALID_ARGUMENT', `Invalid database ${root}`);
    return this.database(decodeURIComponent(m[1] as string), decodeURIComponent(m[2] as string));
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!setCors(req, res)) {
      refuseOrigin(req, res);
      return;
    }
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      if (req.method === 'GET' && pathname === '/') {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok');
        return;
      }
      const reads = READS.exec(pathname);
      if (reads && req.method === 'GET') {
        if (!isOwnerRequest(req.headers.authorization)) throw new RpcError('PERMISSION_DENIED', 'The read count needs Authorization: Bearer owner.');
        sendJson(res, 200, { documentsRead: this.database(reads[1] as string, reads[2] as string).documentsRead });
        return;
      }
      const reset = RESET.exec(pathname);
      if (reset && req.method === 'DELETE') {
        if (!isOwnerRequest(req.headers.authorization)) throw new RpcError('PERMISSION_DENIED', 'Resetting the database needs Authorization: Bearer owner.');
        this.database(reset[1] as string, reset[2] as string).reset();
        sendJson(res, 200, {});
        return;
      }
      const rpc = RPC.exec(pathname);
      if (!rpc) throw new RpcError('NOT_FOUND', `No Firestore endpoint ${req.method} ${pathname}`);
      if (req.method !== 'POST') throw new RpcError('NOT_FOUND', `${rpc[3]} expects POST.`);
      const [, root, parentSuffix, method] = rpc as unknown as [string, string, string | undefined, string];
      const caller = callerFromHeader(req.headers.authorization);
      let body: unknown;
      try {
        body = parseJson(await readBody(req, MAX_FIRESTORE_BODY_BYTES));
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          sendJson(res, 413, { error: { code: 413, message: error.message, status: 'INVALID_ARGUMENT' } });
          return;
        }
        throw new RpcError('INVALID_ARGUMENT', `Request body is not valid JSON: ${(error as Error).message}`);
      }
      const db = this.databaseForRoot(root);
      const parentName = `${root}${parentSuffix ?? ''}`;
      switch (method) {
        case 'batchGet':
          sendJson(res, 200, db.batchGet(body, caller));
          return;
        case 'runQuery':
          sendJson(res, 200, db.runQuery(parentName, body, caller));
          return;
        case 'runAggregationQuery':
          sendJson(res, 200, db.runAggregationQuery(parentName, body, caller));
          return;
        default:
          sendJson(res, 200, db.commit(body, caller));
      }
    } catch (error) {
      const rpcError = toRpcError(error);
      if (rpcError.status === 'INTERNAL') this.options.log?.(`firestore: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, rpcError.httpStatus, rpcError.toJSON());
    }
  }

  /** Every database that exists in memory or on disk, keyed by documents root. */
  all(): FirestoreDatabase[] {
    const { dataDir } = this.options;
    if (dataDir && fs.existsSync(path.join(dataDir, 'firestore'))) {
      for (const file of fs.readdirSync(path.join(dataDir, 'firestore'))) {
        const m = /^(.+)__(.+)\.(?:log|snapshot\.json)$/.exec(file);
        if (m) this.database(decodeURIComponent(m[1] as string), decodeURIComponent(m[2] as string));
      }
    }
    return [...this.databases.values()];
  }

  reset(): void {
    for (const db of this.all()) db.reset();
  }

  close(): void {
    for (const db of this.databases.values()) db.close();
  }
}

function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof UnauthenticatedError) return new RpcError('UNAUTHENTICATED', error.message);
  if (error instanceof URIError) return new RpcError('INVALID_ARGUMENT', 'Malformed URL encoding.');
  return new RpcError('INTERNAL', `Internal error: ${(error as Error)?.message ?? String(error)}`);
}

/** A reversible, file-system-safe journal name per database. */
function fileName(projectId: string, databaseId: string): string {
  return `${encodeURIComponent(projectId)}__${encodeURIComponent(databaseId)}`;
}
