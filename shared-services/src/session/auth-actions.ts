import type { User } from 'firebase/auth';
import { getQueryClient } from '../cache/query-client';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { DEFAULT_ROLE, type SessionUser, type UserProfile } from '../model/user-facts';
import { isDeadlineExceeded, withDeadline } from '../resilience/deadline';
import { createResiliencePolicy, isTransient } from '../resilience/policies';
import { ensureUserProfile } from '../users/ensure-user-profile';
import { mergeLocalFavorites } from '../users/merge-local-favorites';
import { preloadWriteModules } from './preload-write-modules';
import { followSessionCookie, writeSessionCookie } from './session-cookie';
import { resetSession, useSessionStore } from './session-store';

export function toSessionUser(user: Pick<User, 'uid' | 'displayName' | 'email' | 'photoURL'>): SessionUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

/** Puts a read profile into the store unless the user has signed out or switched meanwhile. */
function applyProfile(user: SessionUser, profile: UserProfile, firebase: FirebaseHandles): void {
  if (useSessionStore.getState().user?.uid !== user.uid) return;
  useSessionStore.setState({
    status: 'signed-in',
    role: profile.role,
    profile,
    user: { ...user, displayName: profile.displayName || user.displayName },
  });
  // favourites saved while signed out follow the user into the account
  void mergeLocalFavorites(user.uid, firebase).catch((error: unknown) =>
    console.error('Failed to merge favourites', error),
  );
}

// spec §9: the general default of 3 retries, with the database's backoff and deadline per attempt
const ROLE_READ_RETRIES = 3;

/**
 * A role read that failed for a passing reason (deadline, network) is tried again in the background;
 * the member keeps using the site meanwhile and gets the real role (an admin's powers) when an answer
 * comes.
 */
function retryRoleLater(user: SessionUser, firebase: FirebaseHandles): void {
  void createResiliencePolicy({ retries: ROLE_READ_RETRIES })
    .execute(() => ensureUserProfile(user, firebase))
    .then((profile) => applyProfile(user, profile, firebase))
    .catch((error: unknown) => console.error('Error fetching user role', error));
}

/**
 * Reads (or creates) users/{uid} and puts user, role and profile into the session store. The status
 * stays 'loading' until the role is known, so admin-only routes never flash "not allowed" for an
 * admin; but never longer than the database's deadline (spec §9: 10 s). Past it the user is a member
 * for now (spec §4/§8: role read failure → member); a late answer still counts, and a failed read is
 * tried again in the background.
 */
export async function loadSessionFor(user: SessionUser, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  // a page the server rendered for this very member started with their profile: it stays on screen
  // (their take-a-break, role and name) while Auth's answer is confirmed by a fresh read
  const current = useSessionStore.getState();
  const started = current.status === 'signed-in' && current.user?.uid === user.uid && current.profile !== null;
  if (!started) useSessionStore.setState({ status: 'loading', user, role: DEFAULT_ROLE, profile: null });
  const read = ensureUserProfile(user, firebase);
  try {
    applyProfile(user, await withDeadline(() => read), firebase);
  } catch (error) {
    // spec §4/§8: role read failure → member, logged
    console.error('Error fetching user role', error);
    if (useSessionStore.getState().user?.uid !== user.uid) return;
    if (started) return;
    useSessionStore.setState({ status: 'signed-in', role: DEFAULT_ROLE, profile: null });
    if (isDeadlineExceeded(error)) {
      read.then(
        (profile) => applyProfile(user, profile, firebase),
        (lateError: unknown) => {
          if (isTransient(lateError)) retryRoleLater(user, firebase);
        },
      );
    } else if (isTransient(error)) {
      retryRoleLater(user, firebase);
    }
  }
}

let stopListening: (() => void) | undefined;

/**
 * How long a browser holding a signed-in user waits for Auth to confirm the session before the site is
 * shown as to a visitor, with a notice (the store's `unconfirmed`), instead of a blank loading screen
 * while Auth is down (its SDK gives up on a request only after 30 s). Auth's answer, whenever it comes,
 * signs the member in as usual.
 */
export const SESSION_CONFIRM_DEADLINE_MS = 8000;

/** How long a sign-in waits for Auth before it gives up with a message (the account chooser). */
export const SIGN_IN_DEADLINE_MS = 10_000;

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
