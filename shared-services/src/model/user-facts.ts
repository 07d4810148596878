import type * as z from '../shared/zod';
import type { userProfileSchema } from './user';

export * from './user-role';

// A user's profile and session shapes without the stored record's schema (./user), so a page that only shows them does not load zod.

export type UserProfile = z.output<typeof userProfileSchema>;

/** The signed-in user as the session keeps it (spec §3 "User session"). */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}
