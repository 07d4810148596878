
export * from './user-role';

// A user's profile and session shapes.

export type { UserProfile } from './user-profile';

/** The signed-in user as the session keeps it (spec §3 "User session"). */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}
