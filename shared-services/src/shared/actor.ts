import { z } from 'zod';

/** Who performs a write: services need the uid for ownership fields and the role for admin-only fields. */
export const actorSchema = z.object({
  uid: z.string().min(1),
  role: z.enum(['member', 'admin']).default('member'),
  displayName: z.string().optional(),
  email: z.string().optional(),
});

export type Actor = z.input<typeof actorSchema>;
