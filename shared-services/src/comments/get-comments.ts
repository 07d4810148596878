import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { ACTIVE_COMMENT_STATUS, copiedReplies, keepsReplyCopies, toComment, type Comment } from '../model/comment';
import { timeOf } from '../model/timestamp';
import { queryKeys } from '../query-keys';
import { withDeadline } from '../resilience/deadline';
import { getReplies } from './get-replies';

export const getBrandCommentsInput = z.object({ brandId: z.string().check(z.minLength(1)) });

async function withReplies(
  documents: ReadonlyArray<{ id: string; data(): unknown }>,
  firebase: FirebaseHandles,
): Promise<Comment[]> {
  const comments = await Promise.all(
    documents.map(async (document) => {
      const data = document.data();
      // copies in the comment: no request per comment; a comment older than the copies asks its subcollection
      const replies = keepsReplyCopies(data)
        ? copiedReplies(document.id, data)
        : await getReplies(document.id, firebase);
      return toComment(document.id, data, replies);
    }),
  );
  return comments
    .filter((comment) => comment.status === ACTIVE_COMMENT_STATUS)
    .sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

/** All active comments, newest first (spec §7; also the fallback of the brand query and the admin list). */
export async function getActiveComments(firebase: FirebaseHandles = getFirebase()): Promise<Comment[]> {
  const snapshot = await withDeadline(() =>
    getDocs(
      query(
        collection(firebase.db, 'comments'),
        where('status', '==', ACTIVE_COMMENT_STATUS),
        orderBy('createdAt', 'desc'),
      ),
    ),
  );
  return withReplies(snapshot.docs, firebase);
}

/**
 * A brand's active comments with replies, newest first: queried by relatedContentId; if that query
 * fails (e.g. an index is missing) all active comments are read and filtered on the client (spec §7).
 */
export async function getBrandComments(brandId: string, firebase: FirebaseHandles = getFirebase()): Promise<Comment[]> {
  const input = getBrandCommentsInput.parse({ brandId });
  try {
    const snapshot = await withDeadline(() =>
      getDocs(
        query(
          collection(firebase.db, 'comments'),
          where('relatedContentId', '==', input.brandId),
          where('status', '==', ACTIVE_COMMENT_STATUS),
        ),
      ),
    );
    return await withReplies(snapshot.docs, firebase);
  } catch (error) {
    console.warn('Comment query by brand failed, filtering all comments instead', error);
    const all = await getActiveComments(firebase);
    return all.filter((comment) => comment.relatedContentId === input.brandId);
  }
}

export function useBrandComments(brandId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.comments.byBrand(brandId ?? ''),
    queryFn: () => getBrandComments(brandId ?? ''),
    enabled: Boolean(brandId),
  });
}

export function useActiveComments(enabled = true) {
  return useQuery({ queryKey: queryKeys.comments.active(), queryFn: () => getActiveComments(), enabled });
}
