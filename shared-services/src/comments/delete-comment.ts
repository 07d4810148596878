import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, doc, getDocs, writeBatch } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { queryKeys } from '../query-keys';

export const deleteCommentInput = z.object({ commentId: z.string().check(z.minLength(1)) });

/** Admin: deletes a comment together with all its replies in one batch; returns how many replies went. */
export async function deleteComment(commentId: string, firebase: FirebaseHandles = getFirebase()): Promise<number> {
  const input = deleteCommentInput.parse({ commentId });
  const replies = await withDeadline(() => getDocs(collection(firebase.db, 'comments', input.commentId, 'replies')));
  const batch = writeBatch(firebase.db);
  for (const reply of replies.docs) {
    batch.delete(reply.ref);
    // the e-mail a visitor left with the reply goes with it (deleting a missing one is a no-op)
    batch.delete(doc(firebase.db, 'comment_contacts', input.commentId, 'replies', reply.id));
  }
  batch.delete(doc(firebase.db, 'comment_contacts', input.commentId));
  batch.delete(doc(firebase.db, 'comments', input.commentId));
  await withDeadline(() => batch.commit());
  return replies.size;
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
