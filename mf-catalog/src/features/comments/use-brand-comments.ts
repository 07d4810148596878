import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addComment, addUserReply, getBrandComments, queryKeys, type Comment } from '@bonus-atlas/shared-services';

export interface NewComment {
  text: string;
  authorName: string;
  authorEmail?: string;
}

export interface NewReply {
  commentId: string;
  text: string;
  userName: string;
  userEmail?: string;
}

/** Active comments of a brand, newest first, with their replies; add comment and reply (spec §7). */
export function useBrandComments(brandId: string, brandName: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.comments.byBrand(brandId);
  const comments = useQuery<Comment[]>({ queryKey: key, queryFn: () => getBrandComments(brandId) });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: key });

  const postComment = useMutation({
    mutationFn: (comment: NewComment) =>
      addComment({ ...comment, relatedContent: brandName, relatedContentId: brandId }),
    onSuccess: invalidate,
  });

  const postReply = useMutation({
    mutationFn: (reply: NewReply) => addUserReply(reply),
    onSuccess: invalidate,
  });

  return { comments, postComment, postReply };
}
