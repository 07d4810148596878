import {
  useQuery,
  firestoreSdk,
  loadedFirestoreSdk,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { queryKeys } from '../query-keys';

/**
 * A visitor's optional e-mail of a comment or reply, kept out of the public documents: the rules let
 * only admins read comment_contacts/{commentId} and comment_contacts/{commentId}/replies/{replyId},
 * written in the same commit as the comment or reply (whose write has loaded the SDK).
 */
export function contactRecord(email: string) {
  return { email, createdAt: loadedFirestoreSdk().serverTimestamp() };
}

function emailOf(data: unknown): string {
  const email = (data as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/** Admins: the e-mail left with a comment ('' when none). */
export async function getCommentContact(commentId: string, firebase: FirebaseHandles = getFirebase()): Promise<string> {
  const { doc, getDoc } = await firestoreSdk();
  const snapshot = await withDeadline(() => getDoc(doc(firebase.db, 'comment_contacts', commentId)));
  return snapshot.exists() ? emailOf(snapshot.data()) : '';
}

/** Admins: the e-mails left with every comment, by comment id (one list read). */
export async function getCommentContacts(firebase: FirebaseHandles = getFirebase()): Promise<Map<string, string>> {
  const { collection, getDocs } = await firestoreSdk();
  const snapshot = await withDeadline(() => getDocs(collection(firebase.db, 'comment_contacts')));
  return new Map(snapshot.docs.map((contact) => [contact.id, emailOf(contact.data())]));
}

/** Admins: the comments' e-mails for the comments list (invalidated with the comments). */
export function useCommentContacts(enabled = true) {
  return useQuery({
    queryKey: [...queryKeys.comments.all, 'contacts'] as const,
    queryFn: () => getCommentContacts(),
    enabled,
  });
}
