import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, deleteField, doc, getDocs, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { contactRecord } from '../comments/comment-contacts';
import { queryKeys } from '../query-keys';

export interface ContactsMigrationResult {
  /** comments whose author e-mail moved to comment_contacts */
  comments: number;
  /** replies whose e-mail moved */
  replies: number;
}

/** The address kept (what the contact rules accept: ≤ 100 characters, one @); anything else is dropped. */
function emailOf(data: DocumentData | undefined, key: string): string {
  const value = typeof data?.[key] === 'string' ? (data[key] as string).trim() : '';
  return value.length <= 100 && /^[^@\s]+@[^@\s]+$/.test(value) ? value : '';
}

/**
 * Admin: moves the e-mails stored in public comments and replies before contacts were private
 * (authorEmail, userEmail, also inside a comment's reply copies) into comment_contacts, one commit
 * per comment (firestore.rules movesContactsOut). Running it again finds nothing left to move.
 */
export async function moveCommentContacts(firebase: FirebaseHandles = getFirebase()): Promise<ContactsMigrationResult> {
  const db = firebase.db;
  const comments = await withDeadline(() => getDocs(collection(db, 'comments')));
  const result: ContactsMigrationResult = { comments: 0, replies: 0 };
  for (const comment of comments.docs) {
    const data = comment.data();
    const replies = await withDeadline(() => getDocs(collection(comment.ref, 'replies')));
    const withEmail = replies.docs.filter(
      (reply) => emailOf(reply.data(), 'userEmail') !== '' || 'userEmail' in reply.data(),
    );
    const copies =
      typeof data.replies === 'object' && data.replies !== null ? (data.replies as Record<string, DocumentData>) : null;
    const copiesWithEmail = copies ? Object.keys(copies).filter((id) => 'userEmail' in (copies[id] ?? {})) : [];
    const authorEmail = emailOf(data, 'authorEmail');
    if (!('authorEmail' in data) && withEmail.length === 0 && copiesWithEmail.length === 0) continue;

    const batch = writeBatch(db);
    if (authorEmail) batch.set(doc(db, 'comment_contacts', comment.id), contactRecord(authorEmail));
    const commentChange: Record<string, unknown> = {};
    if ('authorEmail' in data) commentChange.authorEmail = deleteField();
    if (copies && copiesWithEmail.length > 0) {
      commentChange.replies = Object.fromEntries(
        Object.entries(copies).map(([id, copy]) => {
          const { userEmail: _dropped, ...rest } = copy;
          return [id, rest];
        }),
      );
    }
    if (Object.keys(commentChange).length > 0) batch.update(comment.ref, commentChange);
    for (const reply of withEmail) {
      const email = emailOf(reply.data(), 'userEmail');
      if (email) batch.set(doc(db, 'comment_contacts', comment.id, 'replies', reply.id), contactRecord(email));
      batch.update(reply.ref, { userEmail: deleteField() });
    }
    await withDeadline(() => batch.commit());
    if (authorEmail) result.comments += 1;
    result.replies += withEmail.filter((reply) => emailOf(reply.data(), 'userEmail') !== '').length;
  }
  return result;
}

export function useMoveCommentContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => moveCommentContacts(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
  });
}
