import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FIREBASE_CONFIG } from '../../src/firebase/config';
import { mayHaveSavedUser, savedUserKey } from '../../src/library-internals/firebase-auth-saved-user';
import { settleSessionWithoutSavedUser } from '../../src/session/saved-user';
import { resetSession, useSessionStore } from '../../src/session/session-store';

const API_KEY = DEMO_FIREBASE_CONFIG.apiKey;
const savedUser = { uid: 'u1', email: 'ana@example.com' };

/** Saves a user the way Firebase Auth's indexedDBLocalPersistence does ({ fbase_key, value } records). */
function saveUserInIndexedDb(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const put = db
        .transaction('firebaseLocalStorage', 'readwrite')
        .objectStore('firebaseLocalStorage')
        .put({ fbase_key: key, value: savedUser });
      put.onsuccess = () => {
        db.close();
        resolve();
      };
      put.onerror = () => reject(put.error);
    };
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  window.localStorage.clear();
  resetSession('loading');
});

afterEach(() => {
  window.localStorage.clear();
});

describe('mayHaveSavedUser', () => {
  it('is false in a browser where Auth never saved anything, and does not create its database', async () => {
    expect(await mayHaveSavedUser(API_KEY)).toBe(false);
    expect(await databaseNames()).toEqual([]);
  });

  it('is true when Auth saved the user in IndexedDB', async () => {
    await saveUserInIndexedDb(savedUserKey(API_KEY));
    expect(await mayHaveSavedUser(API_KEY)).toBe(true);
  });

  it('is true when Auth saved the user in localStorage (its fallback persistence)', async () => {
    window.localStorage.setItem(savedUserKey(API_KEY), JSON.stringify(savedUser));
    expect(await mayHaveSavedUser(API_KEY)).toBe(true);
  });

  it("is false when Auth's database holds another project's or app's user only", async () => {
    await saveUserInIndexedDb(savedUserKey('another-api-key'));
    await saveUserInIndexedDb(savedUserKey(API_KEY, 'member-app'));
    expect(await mayHaveSavedUser(API_KEY)).toBe(false);
  });

  it('answers "maybe" when the browser cannot list its databases', async () => {
    const factory = new IDBFactory();
    Object.defineProperty(factory, 'databases', { value: undefined });
    globalThis.indexedDB = factory;
    expect(await mayHaveSavedUser(API_KEY)).toBe(true);
  });
});

describe('settleSessionWithoutSavedUser', () => {
  it('signs a visitor out at once', async () => {
    expect(await settleSessionWithoutSavedUser()).toBe(true);
    expect(useSessionStore.getState().status).toBe('signed-out');
  });

  it('leaves the session loading while a saved user waits for Auth', async () => {
    await saveUserInIndexedDb(savedUserKey(API_KEY));
    expect(await settleSessionWithoutSavedUser()).toBe(false);
    expect(useSessionStore.getState().status).toBe('loading');
  });

  it('does not overrule an answer Auth has already given', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: { uid: 'u1', displayName: 'Ana', email: null, photoURL: null },
    });
    await settleSessionWithoutSavedUser();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', user: { uid: 'u1' } });
  });
});
