import { setLogLevel } from 'firebase/firestore/lite';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { inject } from 'vitest';
import {
  createFirebaseHandles,
  disposeFirebaseHandles,
  DEMO_FIREBASE_CONFIG,
  type FirebaseHandles,
} from '../../../src/firebase';
import type { Actor } from '../../../src/shared/actor';

// Denials are expected in several tests; keep the SDK from logging each one.
setLogLevel('silent');

let appCounter = 0;
const opened: FirebaseHandles[] = [];

export interface TestUser {
  uid: string;
  email: string;
  displayName: string;
  role: 'member' | 'admin';
}

export const member: TestUser = { uid: 'it-member', email: 'member@bonus-atlas.test', displayName: 'Maya Member', role: 'member' };
export const other: TestUser = { uid: 'it-other', email: 'rina@bonus-atlas.test', displayName: 'Rina Pratama', role: 'member' };
export const admin: TestUser = { uid: 'it-admin', email: 'admin@bonus-atlas.test', displayName: 'Atlas Admin', role: 'admin' };
export const admin2: TestUser = { uid: 'it-admin-2', email: 'admin2@bonus-atlas.test', displayName: 'Second Admin', role: 'admin' };

/** Firebase handles acting as a user (emulator mock token), as the rules-bypassing owner, or anonymously. */
export function connectAs(user: TestUser | 'owner' | null): FirebaseHandles {
  const server = inject('localFirebase');
  const handles = createFirebaseHandles(
    {
      ...DEMO_FIREBASE_CONFIG,
      emulators: {
        ...DEMO_FIREBASE_CONFIG.emulators,
        firestoreHost: server.host,
        firestorePort: server.firestorePort,
        storageHost: server.host,
        storagePort: server.storagePort,
      },
      ...(user === null
        ? {}
        : {
            mockUserToken:
              user === 'owner' ? 'owner' : { sub: user.uid, user_id: user.uid, email: user.email, email_verified: true },
          }),
    },
    `it-${process.pid}-${appCounter++}`,
  );
  opened.push(handles);
  return handles;
}

export function actorOf(user: TestUser): Actor {
  return { uid: user.uid, role: user.role, displayName: user.displayName, email: user.email };
}

/** Clears every document (the server's emulator reset endpoint). */
export async function resetFirestore(): Promise<void> {
  const server = inject('localFirebase');
  const response = await fetch(
    `http://${server.host}:${server.firestorePort}/emulator/v1/projects/${DEMO_FIREBASE_CONFIG.projectId}/databases/(default)/documents`,
    // local-firebase wipes data only for the owner token, as a guard against other local web pages
    { method: 'DELETE', headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}

/** users/{uid} as they exist after first sign-in (admins get their role from the seed). */
export async function seedUsers(owner: FirebaseHandles, users: TestUser[]): Promise<void> {
  for (const user of users) {
    await setDoc(doc(owner.db, 'users', user.uid), {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      photoURL: null,
      role: user.role,
      balance: 0,
      totalEarned: 0,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  }
}

export async function closeAll(): Promise<void> {
  await Promise.all(opened.splice(0).map((handles) => disposeFirebaseHandles(handles)));
}

export function brandValues(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${name} is a test brand`,
    welcomeBonus: '100% up to IDR 1.000.000',
    websiteUrl: 'https://example.com',
    verified: false,
    acceptsCrypto: true,
    rating: 4.5,
    logoImage: '',
    coverImage: '',
    features: ['Fast withdrawals'],
    promotions: [],
    ...overrides,
  };
}
