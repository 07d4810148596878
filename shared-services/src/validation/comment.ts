import * as z from '../shared/zod';
import {
  ADMIN_REPLY_MAX,
  COMMENT_EMAIL_MAX,
  COMMENT_MAX,
  COMMENT_NAME_MAX,
  REPORT_DESCRIPTION_MAX,
  USER_REPLY_MAX,
} from './limits';
import { messageKey as key } from './messages';
import { claimsAdminLabel, hasOnlyNameCharacters } from './person-name';

// spec §9 text limits
export { ADMIN_REPLY_MAX, COMMENT_EMAIL_MAX, COMMENT_MAX, COMMENT_NAME_MAX, REPORT_DESCRIPTION_MAX, USER_REPLY_MAX };


// These schemas word their errors as message keys: the forms show them translated (with the limits
// filled in) and the services refuse with a ValidationMessageError of the key.

/**
 * The name of a comment's or reply's author: required, ≤ 100 after trimming, not claiming "admin"
 * (compared folded: case, fullwidth, look-alikes), only the allowed characters (firestore.rules
 * isPersonName). An empty name reports only that it is missing.
 */
const commenterName = z.string().check(
  z.trim(),
  z.minLength(1, { error: key('commentNameRequired') }),
  z.maxLength(COMMENT_NAME_MAX, { error: key('commentNameTooLong') }),
  z.refine((name: string) => !claimsAdminLabel(name), { error: key('commentNameReserved') }),
  z.refine((name: string) => name === '' || claimsAdminLabel(name) || hasOnlyNameCharacters(name), {
    error: key('nameInvalidCharacters'),
  }),
);

// one @, something before it, a dotted domain after it, no spaces: what a reply can be sent to
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Optional e-mail ≤ 100 after trimming, shaped like an address; an empty one becomes undefined. */
const optionalEmail = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(COMMENT_EMAIL_MAX, { error: key('commentEmailTooLong') }),
      z.refine((email: string) => email === '' || EMAIL_SHAPE.test(email), { error: key('commentEmailInvalid') }),
    ),
  ),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/** spec §5 comment form: text and name required, text ≤ 1000, name ≤ 100, optional email ≤ 100. */
export const commentFormSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, { error: key('commentTextRequired') }),
    // the form shows the current length beside the limit
    z.maxLength(COMMENT_MAX, { error: key('commentTooLong') }),
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
      z.minLength(1, { error: key('replyTextEmpty') }),
      z.maxLength(USER_REPLY_MAX, { error: key('replyTooLong') }),
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
      z.minLength(1, { error: key('adminReplyRequired') }),
      z.maxLength(ADMIN_REPLY_MAX, { error: key('adminReplyTooLong') }),
    ),
});

/** spec §5 report: description non-empty after trimming. */
export const reportFormSchema = z.object({
  description: z
    .string()
    .check(z.trim(), z.minLength(1, { error: key('reportDescriptionRequired') }), z.maxLength(REPORT_DESCRIPTION_MAX)),
});
