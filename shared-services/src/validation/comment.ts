import * as z from '../shared/zod';
import { commentDefinition } from '../model/comment-definition';
import { reportDefinition } from '../model/report-definition';
import { ADMIN_REPLY_MAX, USER_REPLY_MAX } from './limits';
import { messageKey as key } from './messages';
import { formShapeOf } from './record-form';

// These schemas word their errors as message keys: the forms show them translated (with the limits
// filled in) and the services refuse with a ValidationMessageError of the key.

/** The comment form's checks, from the comment's definition (model/comment-definition.ts). */
const commentShape = formShapeOf(commentDefinition, key);

/**
 * spec §5 comment form, from the comment's definition: text and name required, text ≤ 1000, name ≤ 100
 * not claiming "admin" (compared folded: case, fullwidth, look-alikes) and of the allowed characters
 * (firestore.rules isPersonName), optional e-mail ≤ 100 shaped like an address (an empty one is none).
 * The form shows the text's current length beside its limit.
 */
export const commentFormSchema = z.object(commentShape);

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
  // a reply's author is asked as a comment's
  userName: commentShape.authorName,
  userEmail: commentShape.authorEmail,
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

/** spec §5 report, from the report's definition: description non-empty after trimming, ≤ 2000; the reason. */
export const reportFormSchema = z.object(formShapeOf(reportDefinition, key));
