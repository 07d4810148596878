import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  firestoreSdk,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { loadRecords } from '../model/load-records';
import { ACTIVE_COMMENT_STATUS, keepsReplyCopies, type Comment, type Reply } from '../model/comment-facts';
import { REPLIES_SHOWN } from '../model/comment-pace';
import { timeOf } from '../model/to-date';
import { queryKeys } from '../query-keys';
import { getReplies } from './get-replies';

async function withReplies(
  documents: ReadonlyArray<{ id: string; data(): unknown }>,
  firebase: FirebaseHandles,
): Promise<Comment[]> {
  const { copiedReplies, toComment } = await loadRecords();
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
  const { collection, getDocs, orderBy, query, where } = await firestoreSdk();
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
  const [{ collection, getDocs, query, where }, { getBrandCommentsInput }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
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

/**
 * Comments a brand page shows at a time (and the server renders: only the first page), so a page's
 * size stays bounded however many comments a brand collects; "Load more comments" asks for the next.
 */
export const COMMENTS_PAGE_SIZE = 10;

export interface BrandCommentsPage {
  comments: Comment[];
  /** id of the last comment of this page when more follow (plain text: it travels in the server state) */
  nextCursor: string | null;
  /** active comments of the brand in all (first page only; null on later pages or when unknown) */
  total: number | null;
}

/** A page's comment with its first REPLIES_SHOWN replies and the count of all ("Show more replies"). */
function withFirstReplies(comment: Comment): Comment {
  return { ...comment, replies: comment.replies.slice(0, REPLIES_SHOWN), replyCount: comment.replies.length };
}

/**
 * One page of a brand's active comments with their first replies, newest first: a page's size stays
 * bounded (10 comments of at most REPLIES_SHOWN replies each) however many replies a conversation
 * holds. If the query fails (e.g. an index is missing) the page is cut from all active comments
 * filtered on the client (spec §7).
 */
export async function getBrandCommentsPage(
  brandId: string,
  cursor: string | null = null,
  firebase: FirebaseHandles = getFirebase(),
  pageSize: number = COMMENTS_PAGE_SIZE,
): Promise<BrandCommentsPage> {
  const [
    { collection, doc, getCount, getDoc, getDocs, limit, orderBy, query, startAfter, where },
    { getBrandCommentsInput },
  ] = await Promise.all([firestoreSdk(), loadRecords()]);
  const input = getBrandCommentsInput.parse({ brandId });
  const forBrand = query(
    collection(firebase.db, 'comments'),
    where('relatedContentId', '==', input.brandId),
    where('status', '==', ACTIVE_COMMENT_STATUS),
  );
  try {
    const after = cursor ? await getDoc(doc(firebase.db, 'comments', cursor)) : null;
    const ordered = query(forBrand, orderBy('createdAt', 'desc'));
    const [snapshot, total] = await Promise.all([
      getDocs(query(ordered, ...(after?.exists() ? [startAfter(after)] : []), limit(pageSize + 1))),
      cursor ? Promise.resolve(null) : getCount(forBrand).then((count) => count.data().count),
    ]);
    const shown = snapshot.docs.slice(0, pageSize);
    return {
      comments: (await withReplies(shown, firebase)).map(withFirstReplies),
      nextCursor: snapshot.docs.length > pageSize ? (shown[shown.length - 1]?.id ?? null) : null,
      total,
    };
  } catch (error) {
    console.warn('Comment page query by brand failed, filtering all comments instead', error);
    const all = (await getActiveComments(firebase)).filter((comment) => comment.relatedContentId === input.brandId);
    const start = cursor ? all.findIndex((comment) => comment.id === cursor) + 1 : 0;
    const shown = all.slice(start, start + pageSize);
    return {
      comments: shown.map(withFirstReplies),
      nextCursor: start + pageSize < all.length ? (shown[shown.length - 1]?.id ?? null) : null,
      total: cursor ? null : all.length,
    };
  }
}

/** A brand page's comment pages: one definition for the page's hook and the server render's prefetch. */
export function brandCommentPagesOptions(brandId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.comments.byBrand(brandId),
    queryFn: ({ pageParam }) => getBrandCommentsPage(brandId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: BrandCommentsPage) => lastPage.nextCursor,
  });
}

export function useBrandComments(brandId: string | null | undefined) {
  return useInfiniteQuery({ ...brandCommentPagesOptions(brandId ?? ''), enabled: Boolean(brandId) });
}

/** All replies of one comment, oldest first ("Show more replies" on a brand page). */
export async function getCommentReplies(
  commentId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<Reply[]> {
  const [{ doc, getDoc }, { copiedReplies }] = await Promise.all([firestoreSdk(), loadRecords()]);
  const comment = await withDeadline(() => getDoc(doc(firebase.db, 'comments', commentId)));
  const data = comment.data();
  if (!data) return [];
  return keepsReplyCopies(data) ? copiedReplies(commentId, data) : getReplies(commentId, firebase);
}

export function useCommentReplies(commentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.comments.replies(commentId),
    queryFn: () => getCommentReplies(commentId),
    enabled,
  });
}

export function useActiveComments(enabled = true) {
  return useQuery({ queryKey: queryKeys.comments.active(), queryFn: () => getActiveComments(), enabled });
}
