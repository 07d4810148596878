import { toDateOrNull } from './to-date';
import { DEFAULT_ROLE, type UserRole } from './user-role';

// Zod-free: every member's page reads their profile at sign-in (the shell's session), and zod stays
// with the forms and records that need it.

/** users/{uid} as read (spec §3 "User profile"). */
export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  role: UserRole;
  balance: number;
  totalEarned: number;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** Take a break: bonus amounts and Claim Bonus stay hidden until this time. */
  breakUntil: Date | null;
  /** Suspended by an admin (the rules refuse the account's writes), and why (a SUSPENSION_REASONS code). */
  suspended: boolean;
  suspendedReason: string;
}

const money = (value: unknown): number => {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
};

const textOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

/** users/{uid} as read: displayName also seen as `name`; role member unless admin; balances default 0. */
export function parseUserProfile(uid: string, data: unknown): UserProfile {
  const stored = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const { displayName, name, photoURL } = stored;
  return {
    uid: textOrEmpty(stored.uid) || uid,
    email: textOrEmpty(stored.email),
    displayName: typeof displayName === 'string' && displayName ? displayName : typeof name === 'string' ? name : '',
    photoURL: typeof photoURL === 'string' && photoURL ? photoURL : null,
    role: stored.role === 'admin' ? 'admin' : DEFAULT_ROLE,
    balance: money(stored.balance),
    totalEarned: money(stored.totalEarned),
    createdAt: toDateOrNull(stored.createdAt),
    updatedAt: toDateOrNull(stored.updatedAt),
    breakUntil: toDateOrNull(stored.breakUntil),
    suspended: stored.suspended === true,
    suspendedReason: textOrEmpty(stored.suspendedReason),
  };
}
