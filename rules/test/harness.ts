import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { startLocalFirebase } from '@bonus-atlas/local-firebase';

// Denials are the point of these tests; the SDK would log each one.
setLogLevel('silent');

export const PROJECT_ID = 'demo-bonus-atlas';

/**
 * One rules suite, two engines: `RULES_ENGINE=google` runs the same cases against
 * Google's Cloud Firestore emulator (started once per run by rules-google.setup.ts, one project per
 * test file so files run side by side); otherwise against local-firebase. Storage cases need
 * local-firebase (Google's Storage emulator can't run offline).
 */
export const RULES_ENGINE: 'local' | 'google' = process.env.RULES_ENGINE === 'google' ? 'google' : 'local';

/** What a test file needs of an engine. */
export interface RulesEngine {
  host: string;
  firestorePort: number;
  storagePort: number;
  /** Empties the database (between tests). */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

const RULES_FILE = fileURLToPath(new URL('../firestore.rules', import.meta.url));
const STORAGE_RULES_FILE = fileURLToPath(new URL('../storage.rules', import.meta.url));
let projectCounter = 0;

/** What a world runs on: the project's firestore.rules unless a variant's source is given. */
export interface RulesWorldOptions {
  /** another Firestore rules source (e.g. the deployed production variant of firestore.rules) */
  firestoreRules?: string;
}

async function startEngine(options: RulesWorldOptions = {}): Promise<{ engine: RulesEngine; projectId: string }> {
  if (RULES_ENGINE === 'local') {
    let rulesFile: string | undefined;
    if (options.firestoreRules !== undefined) {
      rulesFile = path.join(mkdtempSync(path.join(tmpdir(), 'rules-variant-')), 'firestore.rules');
      writeFileSync(rulesFile, options.firestoreRules);
    }
    const server = await startLocalFirebase({
      firestorePort: 0,
      storagePort: 0,
      dataDir: null,
      log: () => {},
      rulesFile: rulesFile ?? RULES_FILE,
      storageRulesFile: STORAGE_RULES_FILE,
    });
    return { engine: server, projectId: PROJECT_ID };
  }
  const { host, port } = inject('googleFirestore');
  const projectId = `demo-rules-${process.pid}-${projectCounter++}`;
  // the library loads this project's rules (PUT …:securityRules) and clears its data between tests
  const testEnv = await initializeTestEnvironment({
    projectId,
    firestore: { host, port, rules: options.firestoreRules ?? readFileSync(RULES_FILE, 'utf8') },
  });
  return {
    engine: {
      host,
      firestorePort: port,
      storagePort: 0,
      reset: () => testEnv.clearFirestore(),
      stop: () => testEnv.cleanup(),
    },
    projectId,
  };
}
export const BUCKET = 'demo-bonus-atlas.appspot.com';

/** The actors (visitor, members, admins); the first four carry the fixed demo uids of seed/demo-accounts.json. */
export const ACTORS = {
  anonymous: null,
  member: { uid: 'demo-member', email: 'member@bonus-atlas.test' },
  other: { uid: 'demo-member-2', email: 'rina@bonus-atlas.test' },
  admin: { uid: 'demo-admin', email: 'admin@bonus-atlas.test' },
  /** a second admin (withdrawals: an admin decides on another admin's request, two admins race) */
  secondAdmin: { uid: 'admin-2', email: 'second-admin@bonus-atlas.test' },
} as const;

export type ActorName = keyof typeof ACTORS;

export interface Client {
  db: Firestore;
  storage: FirebaseStorage;
}

export interface RulesWorld {
  server: RulesEngine;
  /** The engine's project for this file (a client of the app's own, such as a REST reader, needs it). */
  projectId: string;
  /** Bypasses rules (`Bearer owner`): seeds fixtures and inspects results. */
  owner: Client;
  as: Record<ActorName, Client>;
}

let appCounter = 0;
const apps: FirebaseApp[] = [];

function connect(
  server: RulesEngine,
  projectId: string,
  mockUserToken: string | { sub: string; user_id: string; email: string } | null,
): Client {
  const app = initializeApp({ projectId, apiKey: 'demo-key', storageBucket: BUCKET }, `project-rules-${appCounter++}`);
  apps.push(app);
  const db = getFirestore(app);
  const storage = getStorage(app);
  const options = mockUserToken === null ? {} : { mockUserToken };
  connectFirestoreEmulator(db, server.host, server.firestorePort, options);
  if (server.storagePort > 0) connectStorageEmulator(storage, server.host, server.storagePort, options);
  return { db, storage };
}

/**
 * One local-firebase (the project's real firestore.rules / storage.rules, in memory) per test file;
 * `seed` runs before every test after a reset, with the owner client.
 */
export function setupRulesWorld(seed: (owner: Client) => Promise<void>, options: RulesWorldOptions = {}): RulesWorld {
  const world = {} as RulesWorld;
  beforeAll(async () => {
    const { engine, projectId } = await startEngine(options);
    world.server = engine;
    world.projectId = projectId;
    world.owner = connect(engine, projectId, 'owner');
    const as = {} as Record<ActorName, Client>;
    for (const [name, actor] of Object.entries(ACTORS) as [ActorName, (typeof ACTORS)[ActorName]][]) {
      as[name] = connect(engine, projectId, actor ? { sub: actor.uid, user_id: actor.uid, email: actor.email } : null);
    }
    world.as = as;
  });
  beforeEach(async () => {
    await world.server.reset();
    await seed(world.owner);
  });
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    await world.server?.stop();
  });
  return world;
}

export async function expectAllowed(operation: Promise<unknown>): Promise<void> {
  await assertSucceeds(operation);
}

export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  // assertFails accepts only PERMISSION_DENIED: any other failure (bad request, 1 MiB limit) fails the case
  await assertFails(operation);
}

export async function expectStorageDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'storage/unauthorized' });
}

/** Runs `operation` for one actor and checks the outcome the table asks for. */
export async function expectOutcome(allowed: boolean, operation: () => Promise<unknown>): Promise<void> {
  if (allowed) await expectAllowed(operation());
  else await expectDenied(operation());
}
