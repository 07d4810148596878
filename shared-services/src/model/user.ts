import * as z from '../shared/zod';
import { timestampSchema } from './timestamp';
import { DEFAULT_ROLE, type UserRole } from './user-role';

import type { UserProfile } from './user-facts';

export * from './user-facts';

const moneySchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const amount = typeof value === 'string' ? Number(value) : value;
    return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  }),
);

const optionalText = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' ? value : '')),
);

/** users/{uid} as read: displayName also seen as `name`; role member unless admin; balances default 0. */
export const userProfileSchema = z.pipe(
  z.object({
    uid: z.optional(z.string()),
    email: optionalText,
    displayName: z.optional(z.unknown()),
    name: z.optional(z.unknown()),
    photoURL: z.optional(z.unknown()),
    role: z.optional(z.unknown()),
    balance: moneySchema,
    totalEarned: moneySchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    /** Take a break: bonus amounts and Claim Bonus stay hidden until this time. */
    breakUntil: timestampSchema,
    /** Suspended by an admin (the rules refuse the account's writes), and why (a SUSPENSION_REASONS code). */
    suspended: z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => value === true),
    ),
    suspendedReason: optionalText,
  }),
  z.transform(({ name, displayName, photoURL, role, ...rest }) => ({
    ...rest,
    uid: rest.uid ?? '',
    displayName: typeof displayName === 'string' && displayName ? displayName : typeof name === 'string' ? name : '',
    photoURL: typeof photoURL === 'string' && photoURL ? photoURL : null,
    role: (role === 'admin' ? 'admin' : DEFAULT_ROLE) as UserRole,
  })),
);

export function parseUserProfile(uid: string, data: unknown): UserProfile {
  const profile = userProfileSchema.parse(data ?? {});
  return { ...profile, uid: profile.uid || uid };
}
