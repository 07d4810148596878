import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { startLocalFirebase, type LocalFirebase, type LocalFirebaseOptions } from '../../src/start.js';

// Expected failures (denials, preconditions) would otherwise flood the output with SDK warnings.
setLogLevel('silent');

export const PROJECT_ID = 'demo-bonus-atlas';
export const BUCKET = 'demo-bonus-atlas.appspot.com';

const PERMISSIVE_FIRESTORE = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}
`;

const PERMISSIVE_STORAGE = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if true;
    }
  }
}
`;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `lf-${prefix}-`));
}

/** Writes rules files into a temp folder and returns their paths. */
export function writeRules(firestoreRules = PERMISSIVE_FIRESTORE, storageRules = PERMISSIVE_STORAGE): { rulesFile: string; storageRulesFile: string } {
  const dir = tempDir('rules');
  const rulesFile = path.join(dir, 'firestore.rules');
  const storageRulesFile = path.join(dir, 'storage.rules');
  fs.writeFileSync(rulesFile, firestoreRules);
  fs.writeFileSync(storageRulesFile, storageRules);
  return { rulesFile, storageRulesFile };
}

/**
 * Starts servers on ephemeral ports, in memory, with permissive rules and no index check (these tests
 * exercise query semantics on ad-hoc collections) unless told otherwise.
 */
export function startServer(options: LocalFirebaseOptions = {}): Promise<LocalFirebase> {
  return startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir: null, indexesFile: null, ...writeRules(), log: () => {}, ...options });
}

export type MockUser = string | { sub: string; email?: string; [claim: string]: unknown };

let appCounter = 0;

export interface Client {
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
  close(): Promise<void>;
}

/** A Firebase app talking to the server; `owner` bypasses rules, an object is a signed-in user. */
export function connect(server: LocalFirebase, user: MockUser | null = 'owner'): Client {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key', storageBucket: BUCKET }, `test-${process.pid}-${appCounter++}`);
  const db = getFirestore(app);
  const storage = getStorage(app);
  const mock = user === null ? {} : { mockUserToken: user as never };
  connectFirestoreEmulator(db, server.host, server.firestorePort, mock);
  connectStorageEmulator(storage, server.host, server.storagePort, mock);
  return { app, db, storage, close: () => deleteApp(app) };
}

export function firestoreUrl(server: LocalFirebase, rpc: string): string {
  return `http://${server.host}:${server.firestorePort}/v1/projects/${PROJECT_ID}/databases/(default)/documents${rpc}`;
}
