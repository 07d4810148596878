import type { FirebaseHandles } from '../firebase';
import { importOnce } from '../shared/import-once';
import type { SessionUser, UserProfile } from '../model/user-facts';

type MemberSession = typeof import('./member-session');

/**
 * What only a signed-in member runs (their profile and role read, their favourites moved in), fetched
 * the first time a user is there: a visitor's page never downloads it.
 */
const memberSession: () => Promise<MemberSession> = importOnce(
  () => import(/* webpackChunkName: "member-session" */ './member-session'),
);

/** Starts fetching the member's session code (Auth has named a user: it is needed next). */
export function preloadMemberSession(): void {
  void memberSession().catch(() => undefined);
}

/** member-session.ts' loadSessionFor: the user's profile and role into the session store. */
export async function loadSessionFor(user: SessionUser, firebase?: FirebaseHandles): Promise<void> {
  return (await memberSession()).loadSessionFor(user, firebase);
}

/** users/ensure-user-profile.ts: reads users/{uid}, or creates it at the first sign-in. */
export async function ensureUserProfile(user: SessionUser, firebase?: FirebaseHandles): Promise<UserProfile> {
  return (await memberSession()).ensureUserProfile(user, firebase);
}

/** users/merge-local-favorites.ts: this browser's favourites into the account. */
export async function mergeLocalFavorites(uid: string, firebase?: FirebaseHandles): Promise<number> {
  return (await memberSession()).mergeLocalFavorites(uid, firebase);
}
