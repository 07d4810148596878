import type { User } from 'firebase/auth';
import { getQueryClient } from '../cache/query-client';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { DEFAULT_ROLE, type SessionUser } from '../model/user-facts';
import { loadSessionFor, preloadMemberSession } from './member-only';
import { preloadWriteModules } from './preload-write-modules';
import { followSessionCookie, writeSessionCookie } from './session-cookie';
import { SESSION_CONFIRM_DEADLINE_MS } from './session-deadlines';
import { resetSession, useSessionStore } from './session-store';

export function toSessionUser(user: Pick<User, 'uid' | 'displayName' | 'email' | 'photoURL'>): SessionUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

let stopListening: (() => void) | undefined;

/** Past the deadline with no answer from Auth: the site as for a visitor, marked unconfirmed. */
function showAsVisitorUntilConfirmed(): void {
  const { status } = useSessionStore.getState();
  if (status !== 'loading') return;
  useSessionStore.setState({ status: 'signed-out', user: null, role: DEFAULT_ROLE, profile: null, unconfirmed: true });
}

/**
 * Starts following the auth state (idempotent); returns the unsubscribe function. The Auth SDK is
 * fetched here, after the first paint: the session stays 'loading' until it answers.
 */
export function initSession(firebase: FirebaseHandles = getFirebase()): () => void {
  if (stopListening) return stopListening;
  let stopped = false;
  const stops: Array<() => void> = [];
  const confirmBy = setTimeout(showAsVisitorUntilConfirmed, SESSION_CONFIRM_DEADLINE_MS);
  stops.push(() => clearTimeout(confirmBy));
  void (async () => {
    const auth = await firebase.auth();
    const { onAuthStateChanged } = await import('firebase/auth');
    const stopCookie = await followSessionCookie(auth);
    if (stopped) {
      stopCookie();
      return;
    }
    stops.push(stopCookie);
    stops.push(
      onAuthStateChanged(auth, (user) => {
        clearTimeout(confirmBy);
        if (useSessionStore.getState().unconfirmed) useSessionStore.setState({ unconfirmed: false });
        if (user) {
          // the member's session code downloads while the cookie is written
          preloadMemberSession();
          // the cookie first: an admin's next step may be loading the gated admin remote
          void writeSessionCookie(user)
            .catch(() => undefined)
            .then(() => loadSessionFor(toSessionUser(user), firebase));
          preloadWriteModules();
        } else {
          resetSession('signed-out');
        }
      }),
    );
  })().catch((error: unknown) => {
    // without Auth the site still works for visitors; signing in will try to load it again
    console.error('Could not start the session', error);
    resetSession('signed-out');
  });
  stopListening = () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
    stopListening = undefined;
  };
  return stopListening;
}

/** Production sign-in: the Google pop-up. */
export async function signInWithGoogle(firebase: FirebaseHandles = getFirebase()): Promise<SessionUser> {
  try {
    const { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup } = await import('firebase/auth');
    const result = await signInWithPopup(await firebase.auth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
    return toSessionUser(result.user);
  } catch (error) {
    console.error('Error signing in with Google', error);
    throw error;
  }
}

/**
 * Emulator sign-in: the Auth emulator accepts an unsigned JSON id token; `sub` is the lower-cased
 * e-mail so the same e-mail always maps to the same account (and uid) across restarts.
 */
export async function signInWithEmulatorAccount(
  email: string,
  displayName?: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<SessionUser> {
  try {
    const idToken = JSON.stringify({
      sub: email.toLowerCase(),
      email,
      email_verified: true,
      ...(displayName ? { name: displayName } : {}),
    });
    const { GoogleAuthProvider, signInWithCredential } = await import('firebase/auth');
    const result = await signInWithCredential(await firebase.auth(), GoogleAuthProvider.credential(idToken));
    return toSessionUser(result.user);
  } catch (error) {
    console.error('Error signing in with Google', error);
    throw error;
  }
}

export async function signOut(firebase: FirebaseHandles = getFirebase()): Promise<void> {
  try {
    const { signOut: firebaseSignOut } = await import('firebase/auth');
    await firebaseSignOut(await firebase.auth());
    resetSession('signed-out');
    // nothing of the signed-in user (wallet, own brands, reports, favourites) stays cached on screen
    getQueryClient().clear();
  } catch (error) {
    console.error('Error signing out', error);
    throw error;
  }
}
