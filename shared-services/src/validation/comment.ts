import * as z from '../shared/zod';
import { commentDefinition } from '../model/comment-definition';
import { adminReplyDefinition, userReplyDefinition } from '../model/reply-definition';
import { reportDefinition } from '../model/report-definition';
import { messageKey as key } from './messages';
import { formShapeOf } from './record-form';

// These schemas word their errors as message keys: the forms show them translated (with the limits
// filled in) and the services refuse with a ValidationMessageError of the key.

/**
 * spec §5 comment form, from the comment's definition: text and name required, text ≤ 1000, name ≤ 100
 * not claiming "admin" (compared folded: case, fullwidth, look-alikes) and of the allowed characters
 * (firestore.rules isPersonName), optional e-mail ≤ 100 shaped like an address (an empty one is none).
 * The form shows the text's current length beside its limit.
 */
export const commentFormSchema = z.object(formShapeOf(commentDefinition, key));

export type CommentFormValues = z.input<typeof commentFormSchema>;

/**
 * spec §5 user reply, from the user reply's definition (model/reply-definition.ts): text and name
 * required, text ≤ 500; the author is asked as a comment's (its checks and messages).
 */
export const userReplyFormSchema = z.object(formShapeOf(userReplyDefinition, key));

/** spec §5 admin reply, from the admin reply's definition: text required after trimming, ≤ 1000. */
export const adminReplyFormSchema = z.object(formShapeOf(adminReplyDefinition, key));

/** spec §5 report, from the report's definition: description non-empty after trimming, ≤ 2000; the reason. */
export const reportFormSchema = z.object(formShapeOf(reportDefinition, key));
