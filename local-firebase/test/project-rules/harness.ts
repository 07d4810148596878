import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startLocalFirebase, type LocalFirebase } from '../../src/index.js';

// Denials are the point of these tests; the SDK would log each one.
setLogLevel('silent');

export const PROJECT_ID = 'demo-bonus-atlas';
export const BUCKET = 'demo-bonus-atlas.appspot.com';

/** The four actors of issue 5, with the fixed demo uids of local-firebase/demo-accounts.json. */
export const ACTORS = {
  anonymous: null,
  member: { uid: 'demo-member', email: 'member@bonus-atlas.test' },
  other: { uid: 'demo-member-2', email: 'rina@bonus-atlas.test' },
  admin: { uid: 'demo-admin', email: 'admin@bonus-atlas.test' },
} as const;

export type ActorName = keyof typeof ACTORS;

export interface Client {
  db: Firestore;
  storage: FirebaseStorage;
}

export interface RulesWorld {
  server: LocalFirebase;
  /** Bypasses rules (`Bearer owner`): seeds fixtures and inspects results. */
  owner: Client;
  as: Record<ActorName, Client>;
}

let appCounter = 0;
const apps: FirebaseApp[] = [];

function connect(
  server: LocalFirebase,
  mockUserToken: string | { sub: string; user_id: string; email: string } | null,
): Client {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key', storageBucket: BUCKET },
    `project-rules-${appCounter++}`,
  );
  apps.push(app);
  const db = getFirestore(app);
  const storage = getStorage(app);
  const options = mockUserToken === null ? {} : { mockUserToken };
  connectFirestoreEmulator(db, server.host, server.firestorePort, options);
  connectStorageEmulator(storage, server.host, server.storagePort, options);
  return { db, storage };
}

/**
 * One local-firebase (the project's real firestore.rules / storage.rules, in memory) per test file;
 * `seed` runs before every test after a reset, with the owner client.
 */
export function setupRulesWorld(seed: (owner: Client) => Promise<void>): RulesWorld {
  const world = {} as RulesWorld;
  beforeAll(async () => {
    world.server = await startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir: null, log: () => {} });
    world.owner = connect(world.server, 'owner');
    const as = {} as Record<ActorName, Client>;
    for (const [name, actor] of Object.entries(ACTORS) as [ActorName, (typeof ACTORS)[ActorName]][]) {
      as[name] = connect(world.server, actor ? { sub: actor.uid, user_id: actor.uid, email: actor.email } : null);
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
  await operation;
}

export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'permission-denied' });
}

export async function expectStorageDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'storage/unauthorized' });
}

/** Runs `operation` for one actor and checks the outcome the table asks for. */
export async function expectOutcome(allowed: boolean, operation: () => Promise<unknown>): Promise<void> {
  if (allowed) await expectAllowed(operation());
  else await expectDenied(operation());
}
