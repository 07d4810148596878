import * as z from './zod';

/** Who performs a write: services need the uid for ownership fields and the role for admin-only fields. */
export const actorSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  role: z._default(z.enum(['member', 'admin']), 'member'),
  displayName: z.optional(z.string()),
  email: z.optional(z.string()),
});

export type Actor = z.input<typeof actorSchema>;
