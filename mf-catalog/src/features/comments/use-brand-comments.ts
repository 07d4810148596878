import {
  selectUid,
  useAddComment,
  useAddReply,
  useBrandComments as useBrandCommentsQuery,
  useSessionStore,
} from '@bonus-atlas/shared-services';

export interface NewComment {
  /** picked once per submission and kept across its retries (a retry stores nothing twice) */
  commentId: string;
  text: string;
  authorName: string;
  authorEmail?: string;
}

export interface NewReply {
  commentId: string;
  /** picked once per submission and kept across its retries */
  replyId: string;
  text: string;
  userName: string;
  userEmail?: string;
}

/** Active comments of a brand (newest first, with replies) and the add-comment / add-reply calls (spec §7). */
export function useBrandComments(brandId: string, brandName: string) {
  const uid = useSessionStore(selectUid);
  const comments = useBrandCommentsQuery(brandId);
  const addComment = useAddComment();
  const addReply = useAddReply();

  return {
    comments,
    postComment: (comment: NewComment) =>
      addComment.mutateAsync({
        ...comment,
        // signed in: the comment carries the author's uid (data model: authorUid = auth.uid)
        ...(uid ? { authorUid: uid } : {}),
        relatedContent: brandName,
        relatedContentId: brandId,
      }),
    // signed in: a refused reply can be explained by the replier's suspension
    postReply: (reply: NewReply) =>
      addReply.mutateAsync({ replyType: 'user', ...reply, ...(uid ? { userUid: uid } : {}) }),
  };
}
