// Zod-free, so the session store (shell's first paint) does not pull zod.
export const USER_ROLES = ['member', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_ROLE: UserRole = 'member';
