import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { readFirebaseConfigFromEnv, type BonusAtlasFirebaseConfig, type EmulatorEndpoints } from './config';

export type FirebaseConfigInput = Partial<Omit<BonusAtlasFirebaseConfig, 'emulators'>> & {
  emulators?: Partial<EmulatorEndpoints>;
};

/** Everything a service call needs; every call takes one (default: the app-wide instance). */
export interface FirebaseHandles {
  readonly app: FirebaseApp;
  readonly db: Firestore;
  readonly storage: FirebaseStorage;
  /** Created on first use: Node tests that only talk to Firestore/Storage never start Auth. */
  readonly auth: Auth;
  readonly config: BonusAtlasFirebaseConfig;
}

/** Builds app + firestore-lite + storage (+ lazy auth) for one config; `appName` allows several identities. */
export function createFirebaseHandles(config: BonusAtlasFirebaseConfig, appName?: string): FirebaseHandles {
  const options = {
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    storageBucket: config.storageBucket,
    ...(config.appId ? { appId: config.appId } : {}),
    ...(config.messagingSenderId ? { messagingSenderId: config.messagingSenderId } : {}),
  };
  const app = appName ? initializeApp(options, appName) : initializeApp(options);
  // spec §9: undefined fields are ignored on write
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  const storage = getStorage(app, `gs://${config.storageBucket}`);
  const mock = config.mockUserToken ? { mockUserToken: config.mockUserToken } : undefined;
  if (config.useEmulators) {
    connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort, mock);
    connectStorageEmulator(storage, config.emulators.storageHost, config.emulators.storagePort, mock);
  }
  let auth: Auth | undefined;
  return {
    app,
    db,
    storage,
    config,
    get auth() {
      if (!auth) {
        auth = getAuth(app);
        if (config.useEmulators) connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
      }
      return auth;
    },
  };
}

interface FirebaseRegistry {
  config: BonusAtlasFirebaseConfig | undefined;
  handles: FirebaseHandles | undefined;
}

// Module Federation shares this package as a singleton; the globalThis slot is belt and braces so a
// duplicated copy still talks through the same Firebase app.
const REGISTRY_KEY = Symbol.for('bonus-atlas.shared-services.firebase');
const registry: FirebaseRegistry = ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] as
  | FirebaseRegistry
  | undefined) ?? { config: undefined, handles: undefined };
(globalThis as Record<symbol, unknown>)[REGISTRY_KEY] = registry;

/**
 * Sets the config used by `getFirebase()`. Without an argument: the build-time env config (demo project
 * and emulators when none). Must run before the first `getFirebase()`; later calls are ignored with a warning.
 */
export function configureFirebase(config?: FirebaseConfigInput): BonusAtlasFirebaseConfig {
  const base = readFirebaseConfigFromEnv();
  const merged: BonusAtlasFirebaseConfig = {
    ...base,
    ...config,
    emulators: { ...base.emulators, ...config?.emulators },
  };
  if (registry.handles) {
    console.warn('configureFirebase called after Firebase was initialised; keeping the existing instance');
    return registry.handles.config;
  }
  registry.config = merged;
  return merged;
}

/** The app-wide Firebase instance, initialised lazily on first use. */
export function getFirebase(): FirebaseHandles {
  if (!registry.handles) {
    const config = registry.config ?? readFirebaseConfigFromEnv();
    registry.handles = createFirebaseHandles(config);
  }
  return registry.handles;
}

/** Replaces the app-wide instance (tests, Storybook, or a host that builds its own handles). */
export function setFirebase(handles: FirebaseHandles | undefined): void {
  registry.handles = handles;
}

/** Tears down an instance built with createFirebaseHandles (tests). */
export async function disposeFirebaseHandles(handles: FirebaseHandles): Promise<void> {
  await deleteApp(handles.app);
}

export function isUsingEmulators(firebase: FirebaseHandles = getFirebase()): boolean {
  return firebase.config.useEmulators;
}
