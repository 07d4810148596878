import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { queryKeys } from '../query-keys';
import { keepsReplyCopies } from '../model/comment';
import { errorCode } from '../resilience/classify-error';
import { ADMIN_REPLY_MAX, USER_REPLY_MAX, adminReplyFormSchema, userReplyFormSchema } from '../validation/comment';
import { validationMessages } from '../validation/messages';
import { COMMENT_MESSAGES, CommentInputError } from './comment-messages';

export const addReplyInput = z.discriminatedUnion('replyType', [
  z.object({
    replyType: z.literal('user'),
    commentId: z.string().check(z.minLength(1)),
    text: z.string(),
    userName: z.string(),
    userEmail: z.optional(z.string()),
  }),
  z.object({
    replyType: z.literal('admin'),
    commentId: z.string().check(z.minLength(1)),
    text: z.string(),
    adminName: z.string().check(z.minLength(1)),
    adminUid: z.string().check(z.minLength(1)),
  }),
]);

export type AddReplyInput = z.input<typeof addReplyInput>;

/** spec §8 service checks: empty text, too long (500 for users, 1000 for admins). */
function checkReplyText(text: string, max: number): void {
  const trimmed = text.trim();
  if (!trimmed) throw new CommentInputError(validationMessages.replyTextEmpty);
  if (trimmed.length > max) {
    throw new CommentInputError(
      max === USER_REPLY_MAX ? validationMessages.replyTextTooLongService : validationMessages.adminReplyTooLong,
    );
  }
}

/** Adds a user reply (anyone) or an admin reply (admins) to an existing comment; returns the new id. */
export async function addReply(input: AddReplyInput, firebase: FirebaseHandles = getFirebase()): Promise<string> {
  const parsed = addReplyInput.safeParse(input);
  if (!parsed.success) throw new CommentInputError(validationMessages.missingRequiredFields);
  const reply = parsed.data;
  // the rules hide missing and inactive comments from the public, so a denial here means "not found"
  const comment = await withDeadline(() => getDoc(doc(firebase.db, 'comments', reply.commentId))).catch(
    (error: unknown) => {
      if (errorCode(error) === 'permission-denied') return null;
      throw error;
    },
  );
  if (!comment?.exists()) throw new CommentInputError(COMMENT_MESSAGES.notFound);
  const stamps = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  let fields: Record<string, unknown>;
  if (reply.replyType === 'user') {
    checkReplyText(reply.text, USER_REPLY_MAX);
    const form = userReplyFormSchema.safeParse(reply);
    if (!form.success)
      throw new CommentInputError(form.error.issues[0]?.message ?? validationMessages.missingRequiredFields);
    fields = {
      commentId: reply.commentId,
      text: form.data.text,
      replyType: 'user',
      userName: form.data.userName,
      ...(form.data.userEmail ? { userEmail: form.data.userEmail } : {}),
    };
  } else {
    checkReplyText(reply.text, ADMIN_REPLY_MAX);
    const form = adminReplyFormSchema.parse(reply);
    fields = {
      commentId: reply.commentId,
      text: form.text,
      replyType: 'admin',
      adminName: reply.adminName.trim().slice(0, 100),
      adminUid: reply.adminUid,
    };
  }
  const commentRef = doc(firebase.db, 'comments', reply.commentId);
  const replyRef = doc(collection(commentRef, 'replies'));
  const batch = writeBatch(firebase.db);
  batch.set(replyRef, { ...fields, ...stamps });
  // a comment that keeps copies of its replies (spec §3 Comment.replies) gets this one's copy in the
  // same batch, so a brand page reads comments and replies in one query (issue 15); the rules check
  // that the copy equals the reply
  if (keepsReplyCopies(comment.data())) {
    batch.update(commentRef, { [`replies.${replyRef.id}`]: { ...fields, ...stamps }, lastReplyId: replyRef.id });
  }
  await withDeadline(() => batch.commit());
  return replyRef.id;
}

export function useAddReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddReplyInput) => addReply(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
