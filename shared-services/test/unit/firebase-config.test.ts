import { dataOrigins, readFirebaseConfigFromEnv, RUNTIME_EMULATORS_META } from '../../src/firebase/config';

const keys = [
  'FIREBASE_API_KEY',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'BONUS_ATLAS_USE_EMULATORS',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'BONUS_ATLAS_EMULATORS',
] as const;

describe('readFirebaseConfigFromEnv', () => {
  const saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    for (const key of keys) {
      saved[key] = process.env[key];
      delete process.env[key];
    }
  });
  afterEach(() => {
    document.head.querySelector(`meta[name="${RUNTIME_EMULATORS_META}"]`)?.remove();
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it('defaults to the demo project on the local emulators', () => {
    const config = readFirebaseConfigFromEnv();
    expect(config).toMatchObject({
      apiKey: 'demo-api-key',
      projectId: 'demo-bonus-atlas',
      authDomain: 'demo-bonus-atlas.firebaseapp.com',
      storageBucket: 'demo-bonus-atlas.appspot.com',
      useEmulators: true,
      emulators: {
        authUrl: 'http://127.0.0.1:9099',
        firestoreHost: '127.0.0.1',
        firestorePort: 8080,
        storageHost: '127.0.0.1',
        storagePort: 9199,
      },
    });
  });

  it('uses a real project without emulators when configured', () => {
    process.env.FIREBASE_API_KEY = 'key-123';
    process.env.FIREBASE_PROJECT_ID = 'bonus-atlas-prod';
    const config = readFirebaseConfigFromEnv();
    expect(config.useEmulators).toBe(false);
    // new projects' default bucket (not <id>.appspot.com, which older projects had)
    expect(config.storageBucket).toBe('bonus-atlas-prod.firebasestorage.app');
  });

  it('honours the emulator flag and host overrides', () => {
    process.env.FIREBASE_API_KEY = 'key-123';
    process.env.FIREBASE_PROJECT_ID = 'bonus-atlas-prod';
    process.env.BONUS_ATLAS_USE_EMULATORS = 'true';
    process.env.FIRESTORE_EMULATOR_HOST = 'localhost:18080';
    const config = readFirebaseConfigFromEnv();
    expect(config.useEmulators).toBe(true);
    expect(config.emulators.firestoreHost).toBe('localhost');
    expect(config.emulators.firestorePort).toBe(18080);
  });

  it('names the data origins the shell preconnects to: the emulators locally, Google in production', () => {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8181';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = 'localhost:9299';
    expect(dataOrigins(readFirebaseConfigFromEnv())).toEqual({
      firestore: 'http://127.0.0.1:8181',
      storage: 'http://localhost:9299',
    });
    process.env.FIREBASE_API_KEY = 'real-key';
    process.env.FIREBASE_PROJECT_ID = 'bonus-atlas-prod';
    expect(dataOrigins(readFirebaseConfigFromEnv())).toEqual({
      firestore: 'https://firestore.googleapis.com',
      storage: 'https://firebasestorage.googleapis.com',
    });
  });

  it("takes the emulators' ports the page's server names at run time (a test stack on free ports)", () => {
    const meta = document.createElement('meta');
    meta.name = RUNTIME_EMULATORS_META;
    meta.content = JSON.stringify({ authUrl: 'http://127.0.0.1:41001', firestorePort: 41002, storagePort: 41003 });
    document.head.append(meta);
    expect(readFirebaseConfigFromEnv().emulators).toEqual({
      authUrl: 'http://127.0.0.1:41001',
      firestoreHost: '127.0.0.1',
      firestorePort: 41002,
      storageHost: '127.0.0.1',
      storagePort: 41003,
    });
    // the server render reads its process's environment instead, which wins
    process.env.BONUS_ATLAS_EMULATORS = JSON.stringify({ firestorePort: 42002 });
    expect(readFirebaseConfigFromEnv().emulators.firestorePort).toBe(42002);
  });

  it('ignores run-time emulator ports that are malformed or meant for a build without emulators', () => {
    process.env.BONUS_ATLAS_EMULATORS = '{not json';
    expect(readFirebaseConfigFromEnv().emulators.firestorePort).toBe(8080);
    process.env.BONUS_ATLAS_EMULATORS = JSON.stringify({ firestorePort: 'x', storagePort: -1 });
    expect(readFirebaseConfigFromEnv().emulators).toMatchObject({ firestorePort: 8080, storagePort: 9199 });
    process.env.FIREBASE_API_KEY = 'real-key';
    process.env.FIREBASE_PROJECT_ID = 'bonus-atlas-prod';
    process.env.BONUS_ATLAS_EMULATORS = JSON.stringify({ firestorePort: 42002 });
    expect(readFirebaseConfigFromEnv().emulators.firestorePort).toBe(8080);
  });
});
