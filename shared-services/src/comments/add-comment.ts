import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { ACTIVE_COMMENT_STATUS } from '../model/comment';
import { queryKeys } from '../query-keys';
import { commentFormSchema } from '../validation/comment';
import { validationMessages } from '../validation/messages';
import { CommentInputError } from './comment-messages';

export const addCommentInput = z.object({
  text: z.string(),
  authorName: z.string(),
  authorEmail: z.optional(z.string()),
  /** signed-in author (name locked to the display name, no e-mail field) */
  authorUid: z.optional(z.string().check(z.minLength(1))),
  relatedContent: z._default(z.string(), ''),
  relatedContentId: z.string(),
});

export type AddCommentInput = z.input<typeof addCommentInput>;

/** Adds an active comment (anyone may comment); returns the new id. */
export async function addComment(input: AddCommentInput, firebase: FirebaseHandles = getFirebase()): Promise<string> {
  const parsed = addCommentInput.safeParse(input);
  if (!parsed.success || !parsed.data.relatedContentId) {
    throw new CommentInputError(validationMessages.missingRequiredFields);
  }
  const form = commentFormSchema.safeParse(parsed.data);
  if (!form.success)
    throw new CommentInputError(form.error.issues[0]?.message ?? validationMessages.missingRequiredFields);
  const { authorUid, relatedContent, relatedContentId } = parsed.data;
  const ref = await withDeadline(() =>
    addDoc(collection(firebase.db, 'comments'), {
      text: form.data.text,
      authorName: form.data.authorName,
      ...(form.data.authorEmail && !authorUid ? { authorEmail: form.data.authorEmail } : {}),
      ...(authorUid ? { authorUid } : {}),
      relatedContent,
      relatedContentId,
      status: ACTIVE_COMMENT_STATUS,
      // copies of the replies to come (spec §3 Comment.replies; see addReply)
      replies: {},
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
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
