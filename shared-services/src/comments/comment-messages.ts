// spec §8 comment texts (English defaults); `{reason}` is filled with the error detail
export const COMMENT_MESSAGES = {
  loadFailed: 'Failed to load comments: {reason}',
  addFailed: 'Failed to add comment: {reason}',
  replyFailed: 'Failed to add reply: {reason}',
  deleteFailed: 'Failed to delete comment: {reason}',
  notFound: 'Comment not found',
  deleted: 'Comment deleted successfully!',
  replyAdded: 'Reply added successfully!',
} as const;

export class CommentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommentInputError';
  }
}
