import { firestoreSdk, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { loadRecords } from '../model/load-records';
import { type Reply } from '../model/comment-facts';
import { timeOf } from '../model/to-date';

/** Replies of one comment, oldest first (a conversation reads top-down). */
export async function getReplies(commentId: string, firebase: FirebaseHandles = getFirebase()): Promise<Reply[]> {
  const [{ collection, getDocs }, { toReply }] = await Promise.all([firestoreSdk(), loadRecords()]);
  const snapshot = await getDocs(collection(firebase.db, 'comments', commentId, 'replies'));
  return snapshot.docs
    .map((document) => toReply(document.id, document.data(), commentId))
    .sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
}
