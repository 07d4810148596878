import { firestoreSdk } from '../firebase/firestore-sdk';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { toReply, type Reply } from '../model/comment';
import { timeOf } from '../model/timestamp';

/** Replies of one comment, oldest first (a conversation reads top-down). */
export async function getReplies(commentId: string, firebase: FirebaseHandles = getFirebase()): Promise<Reply[]> {
  const { collection, getDocs } = await firestoreSdk();
  const snapshot = await getDocs(collection(firebase.db, 'comments', commentId, 'replies'));
  return snapshot.docs
    .map((document) => toReply(document.id, document.data(), commentId))
    .sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
}
