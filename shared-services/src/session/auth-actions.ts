import {
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { getQueryClient } from '../cache/query-client';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { DEFAULT_ROLE, type SessionUser } from '../model/user';
import { ensureUserProfile } from '../users/ensure-user-profile';
import { mergeLocalFavorites } from '../users/merge-local-favorites';
import { followSessionCookie, writeSessionCookie } from './session-cookie';
import { resetSession, useSessionStore } from './session-store';

export function toSessionUser(user: Pick<User, 'uid' | 'displayName' | 'email' | 'photoURL'>): SessionUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

/**
 * Reads (or creates) users/{uid} and puts user, role and profile into the session store. The status
 * stays 'loading' until the role is known, so admin-only routes never flash "not allowed" for an admin.
 */
export async function loadSessionFor(user: SessionUser, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  useSessionStore.setState({ status: 'loading', user, role: DEFAULT_ROLE, profile: null });
  try {
    const profile = await ensureUserProfile(user, firebase);
    // Ignore a late answer for a user who has signed out or switched meanwhile.
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
  } catch (error) {
    // spec §4/§8: role read failure → member, logged
    console.error('Error fetching user role', error);
    if (useSessionStore.getState().user?.uid === user.uid) {
      useSessionStore.setState({ status: 'signed-in', role: DEFAULT_ROLE, profile: null });
    }
  }
}

let stopListening: (() => void) | undefined;

/** Starts following the auth state (idempotent); returns the unsubscribe function. */
export function initSession(firebase: FirebaseHandles = getFirebase()): () => void {
  if (stopListening) return stopListening;
  const stopCookie = followSessionCookie(firebase);
  const unsubscribe = onAuthStateChanged(firebase.auth, (user) => {
    if (user) {
      // the cookie first: an admin's next step may be loading the gated admin remote
      void writeSessionCookie(user)
        .catch(() => undefined)
        .then(() => loadSessionFor(toSessionUser(user), firebase));
    } else {
      resetSession('signed-out');
    }
  });
  stopListening = () => {
    stopCookie();
    unsubscribe();
    stopListening = undefined;
  };
  return stopListening;
}

/** Production sign-in: the Google pop-up. */
export async function signInWithGoogle(firebase: FirebaseHandles = getFirebase()): Promise<SessionUser> {
  try {
    const result = await signInWithPopup(firebase.auth, new GoogleAuthProvider());
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
    const result = await signInWithCredential(firebase.auth, GoogleAuthProvider.credential(idToken));
    return toSessionUser(result.user);
  } catch (error) {
    console.error('Error signing in with Google', error);
    throw error;
  }
}

export async function signOut(firebase: FirebaseHandles = getFirebase()): Promise<void> {
  try {
    await firebaseSignOut(firebase.auth);
    resetSession('signed-out');
    // nothing of the signed-in user (wallet, own brands, reports, favourites) stays cached on screen
    getQueryClient().clear();
  } catch (error) {
    console.error('Error signing out', error);
    throw error;
  }
}
