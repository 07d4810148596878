import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import {
  readFirebaseConfigFromEnv,
  type BonusAtlasFirebaseConfig,
  type EmulatorEndpoints,
  type MockUserToken,
} from './config';
import { firebaseAppSdk, loadedFirestoreSdk } from './firestore-sdk';
import { registry } from './registry';

export type FirebaseConfigInput = Partial<Omit<BonusAtlasFirebaseConfig, 'emulators'>> & {
  emulators?: Partial<EmulatorEndpoints>;
};

/** Everything a service call needs; every call takes one (default: the app-wide instance). */
export interface FirebaseHandles {
  /** The Firebase app and Firestore are made on first access, which needs the SDK loaded (`await firestoreSdk()`). */
  readonly app: FirebaseApp;
  readonly db: Firestore;
  /**
   * Auth and Storage are created on first use and their SDKs fetched only then: a public
   * page paints and lists brands without downloading either. Node tests that only talk to
   * Firestore never start Auth.
   */
  auth(): Promise<Auth>;
  storage(): Promise<FirebaseStorage>;
  readonly config: BonusAtlasFirebaseConfig;
}

/** Browser Auth without the pop-up resolver: that one loads Google's iframe script at start, which the
 * emulator sign-in never needs; signInWithGoogle passes it when the pop-up is really asked for. */
async function createAuth(appOf: () => Promise<FirebaseApp>, config: BonusAtlasFirebaseConfig): Promise<Auth> {
  const [sdk, app] = await Promise.all([import('firebase/auth'), appOf()]);
  const auth =
    typeof window === 'undefined'
      ? sdk.getAuth(app)
      : sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence] });
  if (config.useEmulators) sdk.connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
  return auth;
}

async function createStorage(
  appOf: () => Promise<FirebaseApp>,
  config: BonusAtlasFirebaseConfig,
  mock: { mockUserToken: MockUserToken } | undefined,
): Promise<FirebaseStorage> {
  const [sdk, app] = await Promise.all([import('firebase/storage'), appOf()]);
  const storage = sdk.getStorage(app, `gs://${config.storageBucket}`);
  if (config.useEmulators) {
    sdk.connectStorageEmulator(storage, config.emulators.storageHost, config.emulators.storagePort, mock);
  }
  return storage;
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
  const mock = config.mockUserToken ? { mockUserToken: config.mockUserToken } : undefined;
  let app: FirebaseApp | undefined;
  let db: Firestore | undefined;
  const appNow = (): FirebaseApp => {
    const { initializeApp } = firebaseAppSdk.now();
    return (app ??= appName ? initializeApp(options, appName) : initializeApp(options));
  };
  const dbNow = (): Firestore => {
    if (db) return db;
    const sdk = loadedFirestoreSdk();
    // spec §9: undefined fields are ignored on write
    db = sdk.initializeFirestore(appNow(), { ignoreUndefinedProperties: true });
    if (config.useEmulators) {
      sdk.connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort, mock);
    }
    return db;
  };
  const appOf = () => firebaseAppSdk.load().then(appNow);
  let auth: Promise<Auth> | undefined;
  let storage: Promise<FirebaseStorage> | undefined;
  return {
    get app() {
      return appNow();
    },
    get db() {
      return dbNow();
    },
    config,
    // a failed SDK download is not remembered: the next call tries again
    auth: () =>
      (auth ??= createAuth(appOf, config).catch((error: unknown) => {
        auth = undefined;
        throw error;
      })),
    storage: () =>
      (storage ??= createStorage(appOf, config, mock).catch((error: unknown) => {
        storage = undefined;
        throw error;
      })),
  };
}

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
  const { deleteApp } = await firebaseAppSdk.load();
  await deleteApp(handles.app);
}
