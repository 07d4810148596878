import type { connectFirestoreEmulator } from 'firebase/firestore/lite';

/** The SDK's own emulator identity type (`{ user_id } | { sub }` plus claims, or a raw token). */
export type MockUserToken = NonNullable<NonNullable<Parameters<typeof connectFirestoreEmulator>[3]>['mockUserToken']>;

/** Where the emulators listen (the local stack: official Auth emulator + local-firebase). */
export interface EmulatorEndpoints {
  authUrl: string;
  firestoreHost: string;
  firestorePort: number;
  storageHost: string;
  storagePort: number;
}

export interface BonusAtlasFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId?: string;
  messagingSenderId?: string;
  /** true → connect Auth/Firestore/Storage to the emulators below. */
  useEmulators: boolean;
  emulators: EmulatorEndpoints;
  /** Emulator-only identity for Firestore/Storage requests (tests act as member/admin without Auth). */
  mockUserToken?: MockUserToken;
}

export const DEMO_PROJECT_ID = 'demo-bonus-atlas';

export const DEFAULT_EMULATORS: EmulatorEndpoints = {
  authUrl: 'http://127.0.0.1:9099',
  firestoreHost: '127.0.0.1',
  firestorePort: 8080,
  storageHost: '127.0.0.1',
  storagePort: 9199,
};

export const DEMO_FIREBASE_CONFIG: BonusAtlasFirebaseConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-bonus-atlas.firebaseapp.com',
  projectId: DEMO_PROJECT_ID,
  storageBucket: 'demo-bonus-atlas.appspot.com',
  useEmulators: true,
  emulators: DEFAULT_EMULATORS,
};

// Each read is written out literally so rspack's DefinePlugin can replace it; the try/catch keeps the
// browser (where `process` does not exist unless defined) from throwing a ReferenceError.
function readEnv(read: () => string | undefined): string | undefined {
  try {
    const value = read();
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

function splitHostPort(value: string | undefined, fallbackHost: string, fallbackPort: number) {
  if (!value) return { host: fallbackHost, port: fallbackPort };
  const withoutScheme = value.replace(/^https?:\/\//, '');
  const at = withoutScheme.lastIndexOf(':');
  if (at < 0) return { host: withoutScheme, port: fallbackPort };
  const port = Number(withoutScheme.slice(at + 1));
  return { host: withoutScheme.slice(0, at), port: Number.isFinite(port) ? port : fallbackPort };
}

/** Where the page's server says the emulators are: `<meta name="bonus-atlas-emulators">` holds JSON. */
export const RUNTIME_EMULATORS_META = 'bonus-atlas-emulators';

/**
 * The emulators' addresses given at run time, which win over the build's: the local launcher names its
 * own (a test stack takes free ports beside a developer's) in the pages it serves, and in its process's
 * BONUS_ATLAS_EMULATORS for the server render, so one build serves a stack on any ports. Anything
 * malformed is ignored.
 */
function runtimeEmulators(): Partial<EmulatorEndpoints> {
  const text =
    readEnv(() => process.env.BONUS_ATLAS_EMULATORS) ??
    readEnv(
      () =>
        globalThis.document?.querySelector(`meta[name="${RUNTIME_EMULATORS_META}"]`)?.getAttribute('content') ??
        undefined,
    );
  if (!text) return {};
  try {
    const given: unknown = JSON.parse(text);
    if (typeof given !== 'object' || given === null) return {};
    const endpoints: Partial<EmulatorEndpoints> = {};
    const record = given as Record<string, unknown>;
    for (const key of ['authUrl', 'firestoreHost', 'storageHost'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') endpoints[key] = value;
    }
    for (const key of ['firestorePort', 'storagePort'] as const) {
      const value = record[key];
      if (typeof value === 'number' && Number.isInteger(value) && value > 0) endpoints[key] = value;
    }
    return endpoints;
  } catch {
    return {};
  }
}

/** The config injected at build time (or read from Node's env); demo project + emulators when absent. */
export function readFirebaseConfigFromEnv(): BonusAtlasFirebaseConfig {
  const apiKey = readEnv(() => process.env.FIREBASE_API_KEY);
  const authDomain = readEnv(() => process.env.FIREBASE_AUTH_DOMAIN);
  const projectId = readEnv(() => process.env.FIREBASE_PROJECT_ID);
  const storageBucket = readEnv(() => process.env.FIREBASE_STORAGE_BUCKET);
  const appId = readEnv(() => process.env.FIREBASE_APP_ID);
  const messagingSenderId = readEnv(() => process.env.FIREBASE_MESSAGING_SENDER_ID);
  const useEmulatorsFlag = readEnv(() => process.env.BONUS_ATLAS_USE_EMULATORS);
  const authEmulator = readEnv(() => process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const firestoreEmulator = readEnv(() => process.env.FIRESTORE_EMULATOR_HOST);
  const storageEmulator = readEnv(() => process.env.FIREBASE_STORAGE_EMULATOR_HOST);

  const resolvedProjectId = projectId ?? DEMO_PROJECT_ID;
  // Without a real project (no api key or a demo- project) there is nothing to talk to but the emulators.
  const defaultUseEmulators = !apiKey || resolvedProjectId.startsWith('demo-');
  const useEmulators = useEmulatorsFlag === undefined ? defaultUseEmulators : /^(1|true|yes)$/i.test(useEmulatorsFlag);

  const firestore = splitHostPort(firestoreEmulator, DEFAULT_EMULATORS.firestoreHost, DEFAULT_EMULATORS.firestorePort);
  const storage = splitHostPort(storageEmulator, DEFAULT_EMULATORS.storageHost, DEFAULT_EMULATORS.storagePort);
  const authUrl = authEmulator
    ? /^https?:\/\//.test(authEmulator)
      ? authEmulator
      : `http://${authEmulator}`
    : DEFAULT_EMULATORS.authUrl;

  return {
    apiKey: apiKey ?? DEMO_FIREBASE_CONFIG.apiKey,
    authDomain: authDomain ?? `${resolvedProjectId}.firebaseapp.com`,
    projectId: resolvedProjectId,
    // a project made since late 2024 gets <id>.firebasestorage.app; the emulators' demo project keeps the
    // emulator's default bucket name
    storageBucket:
      storageBucket ??
      (resolvedProjectId.startsWith('demo-')
        ? `${resolvedProjectId}.appspot.com`
        : `${resolvedProjectId}.firebasestorage.app`),
    ...(appId ? { appId } : {}),
    ...(messagingSenderId ? { messagingSenderId } : {}),
    useEmulators,
    emulators: {
      authUrl,
      firestoreHost: firestore.host,
      firestorePort: firestore.port,
      storageHost: storage.host,
      storagePort: storage.port,
      ...(useEmulators ? runtimeEmulators() : {}),
    },
  };
}

/**
 * Where the browser will fetch data from: Firestore (called with CORS) and Storage (images), as
 * origins for the shell's `<link rel="preconnect">` hints, so their connections open while the
 * JavaScript downloads.
 */
export function dataOrigins(config: BonusAtlasFirebaseConfig): { firestore: string; storage: string } {
  if (!config.useEmulators) {
    return { firestore: 'https://firestore.googleapis.com', storage: 'https://firebasestorage.googleapis.com' };
  }
  const { firestoreHost, firestorePort, storageHost, storagePort } = config.emulators;
  return { firestore: `http://${firestoreHost}:${firestorePort}`, storage: `http://${storageHost}:${storagePort}` };
}
