import * as z from '../shared/zod';
import { formatMessage, validationMessages as m } from './messages';
import { claimsAdminLabel, hasOnlyNameCharacters } from './person-name';

// spec §9 text limits
export const COMMENT_MAX = 1000;
export const COMMENT_NAME_MAX = 100;
export const COMMENT_EMAIL_MAX = 100;
export const USER_REPLY_MAX = 500;
export const ADMIN_REPLY_MAX = 1000;
export const REPORT_DESCRIPTION_MAX = 2000;

export { claimsAdminLabel } from './person-name';

/**
 * The name of a comment's or reply's author: required, ≤ 100 after trimming, not claiming "admin"
 * (compared folded: case, fullwidth, look-alikes), only the allowed characters (firestore.rules
 * isPersonName). An empty name reports only that it is missing.
 */
const commenterName = z.string().check(
  z.trim(),
  z.minLength(1, { error: m.commentNameRequired }),
  z.maxLength(COMMENT_NAME_MAX, { error: m.commentNameTooLong }),
  z.refine((name: string) => !claimsAdminLabel(name), { error: m.commentNameReserved }),
  z.refine((name: string) => name === '' || claimsAdminLabel(name) || hasOnlyNameCharacters(name), {
    error: m.nameInvalidCharacters,
  }),
);

// one @, something before it, a dotted domain after it, no spaces: what a reply can be sent to
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Optional e-mail ≤ 100 after trimming, shaped like an address; an empty one becomes undefined. */
const optionalEmail = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(COMMENT_EMAIL_MAX, { error: m.commentEmailTooLong }),
      z.refine((email: string) => email === '' || EMAIL_SHAPE.test(email), { error: m.commentEmailInvalid }),
    ),
  ),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/** spec §5 comment form: text and name required, text ≤ 1000, name ≤ 100, optional email ≤ 100. */
export const commentFormSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, { error: m.commentTextRequired }),
    z.maxLength(COMMENT_MAX, {
      error: (issue) =>
        formatMessage(m.commentTooLong, { count: typeof issue.input === 'string' ? issue.input.length : 0 }),
    }),
  ),
  authorName: commenterName,
  authorEmail: optionalEmail,
});

export type CommentFormValues = z.input<typeof commentFormSchema>;

/** spec §5 user reply: text and name required, text ≤ 500. */
export const userReplyFormSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: m.replyTextEmpty }),
      z.maxLength(USER_REPLY_MAX, { error: m.replyTooLong }),
    ),
  userName: commenterName,
  userEmail: optionalEmail,
});

/** spec §5 admin reply: text required after trimming, ≤ 1000. */
export const adminReplyFormSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: m.adminReplyRequired }),
      z.maxLength(ADMIN_REPLY_MAX, { error: m.adminReplyTooLong }),
    ),
});

/** spec §5 report: description non-empty after trimming. */
export const reportFormSchema = z.object({
  description: z
    .string()
    .check(z.trim(), z.minLength(1, { error: m.reportDescriptionRequired }), z.maxLength(REPORT_DESCRIPTION_MAX)),
});
