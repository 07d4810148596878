import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { deleteField, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { keepsReplyCopies } from '../model/comment-facts';
import { queryKeys } from '../query-keys';

export const deleteReplyInput = z.object({
  commentId: z.string().check(z.minLength(1)),
  replyId: z.string().check(z.minLength(1)),
});
export type DeleteReplyInput = z.input<typeof deleteReplyInput>;

/** Admin: removes one reply of a comment (spec §7 "Replies: … delete"), and its copy in the comment. */
export async function deleteReply(input: DeleteReplyInput, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  const { commentId, replyId } = deleteReplyInput.parse(input);
  const commentRef = doc(firebase.db, 'comments', commentId);
  const comment = await withDeadline(() => getDoc(commentRef));
  const batch = writeBatch(firebase.db);
  batch.delete(doc(commentRef, 'replies', replyId));
  if (comment.exists() && keepsReplyCopies(comment.data())) {
    batch.update(commentRef, { [`replies.${replyId}`]: deleteField(), updatedAt: serverTimestamp() });
  }
  await withDeadline(() => batch.commit());
}

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteReplyInput) => deleteReply(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
