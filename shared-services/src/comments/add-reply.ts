import {
  useMutation,
  useQueryClient,
  newDocumentId,
  firestoreSdk,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
  errorCode,
  createOnce,
} from '@bonus-atlas/shared-services/kernel';
import type { DocumentReference } from 'firebase/firestore/lite';
import type * as z from '../shared/zod';
import { queryKeys } from '../query-keys';
import { keepsReplyCopies } from '../model/comment-facts';
import { loadRecords } from '../model/load-records';
import { documentFields } from '../model/record-definition';
import { adminReplyDefinition, userReplyDefinition } from '../model/reply-definition';
import type { addReplyInput } from './comment-inputs';
import { suspensionMessageOf } from '../admin-users/suspension';
import { CommentInputError, commentFormError } from './comment-messages';
import { contactRecord } from './comment-contacts';

/** firestore.rules withinReplyLimits: copies per conversation, seconds between two replies to one comment. */
export const REPLIES_PER_COMMENT_MAX = 50;
export const REPLY_INTERVAL_MS = 3_000;

export type AddReplyInput = z.input<typeof addReplyInput>;

/** spec §8 service checks: empty text, too long (a user's or an admin's limit, from their definitions). */
function checkReplyText(text: string, max: number, tooLong: 'replyTextTooLongService' | 'adminReplyTooLong'): void {
  const trimmed = text.trim();
  if (!trimmed) throw new CommentInputError('replyRequired');
  if (trimmed.length > max) throw new CommentInputError(tooLong);
}

/** Adds a user reply (anyone) or an admin reply (admins) to an existing comment; returns the new id. */
export async function addReply(input: AddReplyInput, firebase: FirebaseHandles = getFirebase()): Promise<string> {
  const [
    { collection, doc, getDoc, serverTimestamp, writeBatch },
    { addReplyInput, adminReplyFormSchema, userReplyFormSchema },
  ] = await Promise.all([firestoreSdk(), loadRecords()]);
  const parsed = addReplyInput.safeParse(input);
  if (!parsed.success) throw new CommentInputError('missingRequiredFields');
  const reply = parsed.data;
  // the rules hide missing and inactive comments from the public, so a denial here means "not found"
  const comment = await withDeadline(() => getDoc(doc(firebase.db, 'comments', reply.commentId))).catch(
    (error: unknown) => {
      if (errorCode(error) === 'permission-denied') return null;
      throw error;
    },
  );
  if (!comment?.exists()) throw new CommentInputError('commentNotFound');
  const commentRef = doc(firebase.db, 'comments', reply.commentId);
  const replyRef = reply.replyId ? doc(commentRef, 'replies', reply.replyId) : doc(collection(commentRef, 'replies'));
  const copies = keepsReplyCopies(comment.data())
    ? (comment.data() as { replies: Record<string, unknown> }).replies
    : null;
  // a retry whose first attempt was stored: its copy is already in the comment
  if (copies && replyRef.id in copies) return replyRef.id;
  if (reply.replyType === 'user') checkConversationOpen(copies);
  const stamps = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  let fields: Record<string, unknown>;
  if (reply.replyType === 'user') {
    checkReplyText(reply.text, userReplyDefinition.fields.text.max, 'replyTextTooLongService');
    const form = userReplyFormSchema.safeParse(reply);
    if (!form.success) throw commentFormError(form.error, reply.text);
    fields = {
      commentId: reply.commentId,
      // what the form asked that the reply keeps (text, name; not the e-mail)
      ...documentFields(userReplyDefinition, form.data),
      replyType: 'user',
    };
  } else {
    const { text, adminName } = adminReplyDefinition.fields;
    checkReplyText(reply.text, text.max, 'adminReplyTooLong');
    const form = adminReplyFormSchema.parse(reply);
    fields = {
      commentId: reply.commentId,
      ...documentFields(adminReplyDefinition, form),
      replyType: 'admin',
      adminName: reply.adminName.trim().slice(0, adminName.max),
      adminUid: reply.adminUid,
    };
  }
  const batch = writeBatch(firebase.db);
  batch.set(replyRef, { ...fields, ...stamps });
  // a comment that keeps copies of its replies (spec §3 Comment.replies) gets this one's copy in the
  // same batch, so a brand page reads comments and replies in one query; the rules check
  // that the copy equals the reply, and lastReplyAt paces the conversation
  if (copies) {
    batch.update(commentRef, {
      [`replies.${replyRef.id}`]: { ...fields, ...stamps },
      lastReplyId: replyRef.id,
      lastReplyAt: serverTimestamp(),
    });
  }
  // a visitor's e-mail goes where only admins read it, in the same commit (never in the public reply)
  if (reply.replyType === 'user' && reply.userEmail?.trim()) {
    batch.set(
      doc(firebase.db, 'comment_contacts', reply.commentId, 'replies', replyRef.id),
      contactRecord(reply.userEmail.trim()),
    );
  }
  try {
    await createOnce(
      () => batch.commit(),
      async () => (await getDoc(replyRef)).exists(),
    );
  } catch (error) {
    if (reply.replyType === 'user' && errorCode(error) === 'permission-denied') {
      // a suspended replier is told why first: no wait would let the reply in
      const suspended = await suspensionMessageOf(reply.userUid, firebase);
      if (suspended) throw new CommentInputError(suspended);
      await explainRefusal(commentRef);
    }
    throw error;
  }
  return replyRef.id;
}

/** A fresh reply id, for a form to keep for one submission and its retries. */
export function newReplyId(): string {
  return newDocumentId();
}

/** The rules' limits, told before writing: a full conversation, one older than the copies. */
function checkConversationOpen(copies: Record<string, unknown> | null): void {
  if (!copies) throw new CommentInputError('replyConversationClosed');
  if (Object.keys(copies).length >= REPLIES_PER_COMMENT_MAX) {
    throw new CommentInputError('replyConversationFull');
  }
}

/** A refused reply: someone else's reply a moment ago (the 3 s pace) or a conversation filled meanwhile. */
async function explainRefusal(commentRef: DocumentReference): Promise<void> {
  const { getDoc } = await firestoreSdk();
  const current = await withDeadline(() => getDoc(commentRef)).catch(() => null);
  const data = current?.data();
  if (!data) return;
  checkConversationOpen(keepsReplyCopies(data) ? data.replies : null);
  const stamp = (data as { lastReplyAt?: { toMillis?: () => number } }).lastReplyAt;
  const lastReplyAt = typeof stamp?.toMillis === 'function' ? stamp.toMillis() : 0;
  if (lastReplyAt && Date.now() - lastReplyAt < REPLY_INTERVAL_MS + 10_000) {
    throw new CommentInputError('replyTooSoon');
  }
}

export function useAddReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddReplyInput) => addReply(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
