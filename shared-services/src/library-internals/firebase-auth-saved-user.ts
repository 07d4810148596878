// A library internal (README.md in this folder names it, its version and the test that catches a change).
// Where Firebase Auth keeps the signed-in user in the browser (the persistences createAuth passes:
// indexedDBLocalPersistence, then browserLocalPersistence). These names are the SDK's own
// (`_persistenceKeyName`, `DB_NAME`, `DB_OBJECTSTORE_NAME`, `DB_DATA_KEYPATH` in @firebase/auth).
const USER_KEY_PREFIX = 'firebase:authUser';
const DB_NAME = 'firebaseLocalStorageDb';
const DB_STORE = 'firebaseLocalStorage';
/** The app name Firebase gives the app created without one (ours: `initializeApp(options)`). */
const DEFAULT_APP_NAME = '[DEFAULT]';

/** The key under which Firebase Auth saves the signed-in user of an app. */
export function savedUserKey(apiKey: string, appName = DEFAULT_APP_NAME): string {
  return `${USER_KEY_PREFIX}:${apiKey}:${appName}`;
}

function readIndexedDb(key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // every failure reads as "maybe": the caller then waits for Auth, as without this check
    request.onerror = () => resolve(true);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      const finish = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains(DB_STORE)) {
        finish(false);
        return;
      }
      try {
        const get = db.transaction(DB_STORE, 'readonly').objectStore(DB_STORE).get(key);
        get.onsuccess = () => finish(get.result !== undefined);
        get.onerror = () => finish(true);
      } catch {
        finish(true);
      }
    };
  });
}

/**
 * Whether Firebase Auth may have a signed-in user saved in this browser: false only when it surely
 * has none (then Auth, once started, reports signed-out); true when it has one or when that cannot be
 * told. Written by hand because Firebase has no way to ask this without downloading and starting Auth
 * (24 kB gzip), which a visitor's first screen must not carry.
 */
export async function mayHaveSavedUser(apiKey: string, appName = DEFAULT_APP_NAME): Promise<boolean> {
  const key = savedUserKey(apiKey, appName);
  try {
    if (window.localStorage.getItem(key) !== null) return true;
    if (typeof indexedDB === 'undefined') return false;
    // databases() tells whether Auth ever made its database without making it (open() would)
    if (typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === DB_NAME)) return false;
    return await readIndexedDb(key);
  } catch {
    return true;
  }
}
