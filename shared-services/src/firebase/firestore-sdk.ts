// No static import of the SDKs here: this module is on every page, Firestore Lite and the Firebase core
// (~37 kB gzip) are not. A page rendered on the server arrives with its data, so its takeover needs no
// Firestore at all; the first read or write fetches it (and Auth, when it starts, the Firebase core).
export type FirestoreSdk = typeof import('firebase/firestore/lite');
export type FirebaseAppSdk = typeof import('firebase/app');

/** One SDK fetched once, on first use; a failed download is tried again on the next call. */
function lazySdk<Sdk>(name: string, download: () => Promise<Sdk>) {
  let loaded: Sdk | undefined;
  let loading: Promise<Sdk> | undefined;
  return {
    load(): Promise<Sdk> {
      if (loaded) return Promise.resolve(loaded);
      return (loading ??= download().then(
        (sdk) => (loaded = sdk),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
    },
    /** An entry that imports the SDK statically anyway hands it over, so its handles work at once. */
    provide(sdk: Sdk): void {
      loaded = sdk;
    },
    /** The SDK when it has been loaded already, else undefined. */
    peek(): Sdk | undefined {
      return loaded;
    },
    /** The SDK once load() has resolved (a caller reading `handles.db` has awaited firestoreSdk()). */
    now(): Sdk {
      if (!loaded) throw new Error(`${name} is used before its SDK was loaded`);
      return loaded;
    },
  };
}

export const firebaseAppSdk = lazySdk<FirebaseAppSdk>('Firebase', () => import('firebase/app'));
const firestore = lazySdk<FirestoreSdk>('Firestore', () =>
  Promise.all([import('firebase/firestore/lite'), firebaseAppSdk.load()]).then(([sdk]) => sdk),
);

/** Firestore Lite (and the Firebase core its handles need): await it before using `handles.db`. */
export function firestoreSdk(): Promise<FirestoreSdk> {
  return firestore.load();
}

export function loadedFirestoreSdk(): FirestoreSdk {
  return firestore.now();
}

/** For entries that carry the SDK statically anyway (see firestore-static.ts). */
export function provideFirestoreSdk(sdk: FirestoreSdk, app: FirebaseAppSdk): void {
  firebaseAppSdk.provide(app);
  firestore.provide(sdk);
}

/** Firestore Lite when some read or write has loaded it already (no data from Firestore yet means none). */
export function firestoreSdkIfLoaded(): FirestoreSdk | undefined {
  return firestore.peek();
}

/** Firebase Storage's SDK (the kernel's copy, which a remote's upload code is handed too). */
export function storageSdk(): Promise<typeof import('firebase/storage')> {
  return import('firebase/storage');
}
