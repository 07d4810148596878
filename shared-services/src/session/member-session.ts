// A signed-in member's session: their profile read (or created at first sign-in), their role, their
// favourites moved into the account. Fetched when Auth names a user (member-only.ts), so a visitor's
// page does not download it.
import { getFirebase, type FirebaseHandles } from '../firebase';
import { DEFAULT_ROLE, type SessionUser, type UserProfile } from '../model/user-facts';
import { isDeadlineExceeded, withDeadline } from '../resilience/deadline';
import { createResiliencePolicy, isTransient } from '../resilience/policies';
import { ensureUserProfile } from '../users/ensure-user-profile';
import { mergeLocalFavorites } from '../users/merge-local-favorites';
import { useSessionStore } from './session-store';

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

export { ensureUserProfile, mergeLocalFavorites };
