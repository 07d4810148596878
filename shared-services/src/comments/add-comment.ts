import {
  useMutation,
  useQueryClient,
  newDocumentId,
  firestoreSdk,
  getFirebase,
  type FirebaseHandles,
  createOnce,
  errorCode,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import type { DocumentReference } from 'firebase/firestore/lite';
import type * as z from '../shared/zod';
import { ACTIVE_COMMENT_STATUS } from '../model/comment-facts';
import { commentDefinition } from '../model/comment-definition';
import { documentFields } from '../model/record-definition';
import { queryKeys } from '../query-keys';
import { loadRecords } from '../model/load-records';
import type { addCommentInput } from './comment-inputs';
import { CommentInputError, commentFormError } from './comment-messages';
import { BRAND_COMMENT_INTERVAL_MS } from '../model/comment-pace';
import { contactRecord } from './comment-contacts';
import { suspensionMessageOf } from '../admin-users/suspension';

export type AddCommentInput = z.input<typeof addCommentInput>;

/** A fresh comment id, for a form to keep for one submission and its retries. */
export function newCommentId(): string {
  return newDocumentId();
}

/**
 * Adds an active comment (anyone may comment); returns its id. A visitor's e-mail goes to
 * comment_contacts/{id} in the same commit, where only admins read it (never the public comment).
 */
export async function addComment(input: AddCommentInput, firebase: FirebaseHandles = getFirebase()): Promise<string> {
  const [{ doc, getDoc, serverTimestamp, writeBatch }, { addCommentInput, commentFormSchema }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  const parsed = addCommentInput.safeParse(input);
  if (!parsed.success || !parsed.data.relatedContentId) {
    throw new CommentInputError('missingRequiredFields');
  }
  const form = commentFormSchema.safeParse(parsed.data);
  if (!form.success) throw commentFormError(form.error, parsed.data.text);
  const { authorUid, relatedContent, relatedContentId } = parsed.data;
  const ref = doc(firebase.db, 'comments', parsed.data.commentId ?? newCommentId());
  const batch = writeBatch(firebase.db);
  batch.set(ref, {
    // what the form asked that the comment keeps (text, name; not the e-mail)
    ...documentFields(commentDefinition, form.data),
    ...(authorUid ? { authorUid } : {}),
    relatedContent,
    relatedContentId,
    status: ACTIVE_COMMENT_STATUS,
    // copies of the replies to come (spec §3 Comment.replies; see addReply)
    replies: {},
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  // the brand's pace moves with every new comment: the rules take one per brand every
  // BRAND_COMMENT_INTERVAL_MS (a flood of one brand page is refused, not stored)
  const paceRef = doc(firebase.db, 'comment_pace', relatedContentId);
  batch.set(paceRef, { lastCommentId: ref.id, lastCommentAt: serverTimestamp() });
  if (form.data.authorEmail && !authorUid) {
    batch.set(doc(firebase.db, 'comment_contacts', ref.id), contactRecord(form.data.authorEmail));
  }
  try {
    await createOnce(
      () => batch.commit(),
      async () => (await getDoc(ref)).exists(),
    );
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    // a suspended author is told why first: no wait would let the comment in
    const suspended = await suspensionMessageOf(authorUid, firebase);
    if (suspended) throw new CommentInputError(suspended);
    if (await pacedByAnother(paceRef, ref.id)) throw new CommentInputError('commentTooSoon');
    throw error;
  }
  return ref.id;
}

/** A refused comment: another comment on the brand a moment ago (the brand's pace), not this one. */
async function pacedByAnother(paceRef: DocumentReference, commentId: string): Promise<boolean> {
  const { getDoc } = await firestoreSdk();
  const pace = await withDeadline(() => getDoc(paceRef)).catch(() => null);
  const stamp = pace?.get('lastCommentAt') as { toMillis?: () => number } | undefined;
  const lastCommentAt = typeof stamp?.toMillis === 'function' ? stamp.toMillis() : 0;
  // the device's clock may differ from the server's: a margin, as the reply pace has
  return (
    pace?.get('lastCommentId') !== commentId &&
    lastCommentAt > 0 &&
    Date.now() - lastCommentAt < BRAND_COMMENT_INTERVAL_MS + 10_000
  );
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCommentInput) => addComment(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
