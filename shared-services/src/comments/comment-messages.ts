import { isValidationMessageKey, ValidationMessageError, type ValidationMessageKey } from '../validation/messages';

// spec §8 comment texts (English defaults); `{reason}` is filled with the error detail
export const COMMENT_MESSAGES = {
  loadFailed: 'Failed to load comments: {reason}',
  addFailed: 'Failed to add comment: {reason}',
  replyFailed: 'Failed to add reply: {reason}',
  deleteFailed: 'Failed to delete comment: {reason}',
  deleted: 'Comment deleted successfully!',
  replyAdded: 'Reply added successfully!',
} as const;

/** A comment or reply refused before writing, as a message key (its `message` is the English text). */
export class CommentInputError extends ValidationMessageError {
  constructor(key: ValidationMessageKey, values: Record<string, string | number> = {}) {
    super(key, values);
    this.name = 'CommentInputError';
  }
}

/** The refusal of a comment or reply that failed its form's schema, with the typed text's length for "currently N". */
export function commentFormError(
  error: { issues: ReadonlyArray<{ message: string }> },
  text: string,
): CommentInputError {
  const message = error.issues[0]?.message ?? '';
  return new CommentInputError(isValidationMessageKey(message) ? message : 'missingRequiredFields', {
    count: text.trim().length,
  });
}
