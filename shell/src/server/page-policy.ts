// the server render reads the whole services package (render-page.tsx)
// eslint-disable-next-line no-restricted-imports
import { getFirebase } from '@bonus-atlas/shared-services';

/**
 * What the page policy (functions/http-headers.mjs) needs of this build's Firebase: the emulators'
 * origins (as the server was told them at run time) or production's sign-in domain.
 */
export function pagePolicyFirebase(): { useEmulators: boolean; authDomain: string; emulatorOrigins: string[] } {
  const { useEmulators, authDomain, emulators } = getFirebase().config;
  return {
    useEmulators,
    authDomain,
    emulatorOrigins: [
      emulators.authUrl,
      `http://${emulators.firestoreHost}:${emulators.firestorePort}`,
      `http://${emulators.storageHost}:${emulators.storagePort}`,
    ],
  };
}
