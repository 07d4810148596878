import type { FirebaseHandles } from './client';
import { readFirebaseConfigFromEnv, type BonusAtlasFirebaseConfig } from './config';

interface FirebaseRegistry {
  config: BonusAtlasFirebaseConfig | undefined;
  handles: FirebaseHandles | undefined;
}

// Module Federation shares this package as a singleton; the globalThis slot is belt and braces so a
// duplicated copy still talks through the same Firebase app. No SDK import here: the shell's first
// paint asks isUsingEmulators() before the Firebase SDK is downloaded.
const REGISTRY_KEY = Symbol.for('bonus-atlas.shared-services.firebase');
export const registry: FirebaseRegistry = ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] as
  FirebaseRegistry | undefined) ?? { config: undefined, handles: undefined };
(globalThis as Record<symbol, unknown>)[REGISTRY_KEY] = registry;

/** Whether Auth/Firestore/Storage talk to the emulators: the given handles', else the app-wide config. */
export function isUsingEmulators(firebase?: FirebaseHandles): boolean {
  const config = firebase?.config ?? registry.handles?.config ?? registry.config ?? readFirebaseConfigFromEnv();
  return config.useEmulators;
}
