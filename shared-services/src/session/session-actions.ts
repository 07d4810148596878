import { getFirebase, type FirebaseHandles } from '../firebase';
import type { SessionUser } from '../model/user-facts';
import { importOnce } from '../shared/import-once';
import { resetSession } from './session-store';

export { SESSION_CONFIRM_DEADLINE_MS, SIGN_IN_DEADLINE_MS } from './session-deadlines';

type AuthActions = typeof import('./auth-actions');

/**
 * Following Auth, signing in and out (auth-actions.ts), fetched when the session starts (after a
 * visitor's page has settled, or at once for a browser holding a user) or on the first sign-in: a
 * visitor's first load does not carry it.
 */
const authActions: () => Promise<AuthActions> = importOnce(
  () => import(/* webpackChunkName: "auth-actions" */ './auth-actions'),
);

/** auth-actions.ts' initSession, once its code is in; returns what stops it. */
export function initSession(firebase: FirebaseHandles = getFirebase()): () => void {
  // the Auth SDK downloads beside this code, not after it (a browser holding a user waits for both)
  void firebase.auth().catch(() => undefined);
  let stopped = false;
  let stop: (() => void) | undefined;
  authActions().then(
    (actions) => {
      if (!stopped) stop = actions.initSession(firebase);
    },
    (error: unknown) => {
      // without Auth the site still works for visitors; signing in will try to load it again
      console.error('Could not start the session', error);
      resetSession('signed-out');
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** auth-actions.ts: the Google pop-up. */
export async function signInWithGoogle(firebase?: FirebaseHandles): Promise<SessionUser> {
  return (await authActions()).signInWithGoogle(firebase);
}

/** auth-actions.ts: the emulator's sign-in. */
export async function signInWithEmulatorAccount(
  email: string,
  displayName?: string,
  firebase?: FirebaseHandles,
): Promise<SessionUser> {
  return (await authActions()).signInWithEmulatorAccount(email, displayName, firebase);
}

/** auth-actions.ts: signs out and clears what the user's session cached. */
export async function signOut(firebase?: FirebaseHandles): Promise<void> {
  return (await authActions()).signOut(firebase);
}
