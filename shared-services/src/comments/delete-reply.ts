import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { z } from 'zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { queryKeys } from '../query-keys';

export const deleteReplyInput = z.object({ commentId: z.string().min(1), replyId: z.string().min(1) });
export type DeleteReplyInput = z.input<typeof deleteReplyInput>;

/** Admin: removes one reply of a comment (spec §7 "Replies: … delete"). */
export async function deleteReply(input: DeleteReplyInput, firebase: FirebaseHandles = getFirebase()): Promise<void> {
  const { commentId, replyId } = deleteReplyInput.parse(input);
  await deleteDoc(doc(firebase.db, 'comments', commentId, 'replies', replyId));
}

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteReplyInput) => deleteReply(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
