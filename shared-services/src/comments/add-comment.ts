import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newDocumentId } from '../firebase/document-id';
import { firestoreSdk } from '../firebase/firestore-sdk';
import type * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { createOnce } from '../resilience/create-once';
import { ACTIVE_COMMENT_STATUS } from '../model/comment-facts';
import { queryKeys } from '../query-keys';
import { loadRecords } from '../model/load-records';
import type { addCommentInput } from './comment-inputs';
import { CommentInputError, commentFormError } from './comment-messages';
import { contactRecord } from './comment-contacts';

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
    text: form.data.text,
    authorName: form.data.authorName,
    ...(authorUid ? { authorUid } : {}),
    relatedContent,
    relatedContentId,
    status: ACTIVE_COMMENT_STATUS,
    // copies of the replies to come (spec §3 Comment.replies; see addReply)
    replies: {},
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  if (form.data.authorEmail && !authorUid) {
    batch.set(doc(firebase.db, 'comment_contacts', ref.id), contactRecord(form.data.authorEmail));
  }
  await createOnce(
    () => batch.commit(),
    async () => (await getDoc(ref)).exists(),
  );
  return ref.id;
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCommentInput) => addComment(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
