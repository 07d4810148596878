import type * as z from '../shared/zod';
import type { commentRecordSchema, replyRecordSchema } from './comment';

// A comment's shape and rules without the stored record's schema (./comment), so a page that only shows them does not load zod.

export type Reply = z.output<typeof replyRecordSchema> & { id: string };
export type Comment = z.output<typeof commentRecordSchema> & {
  id: string;
  replies: Reply[];
  /** Replies the comment has in all, when `replies` holds only the first few (a brand page's comments). */
  replyCount?: number;
};

export const ACTIVE_COMMENT_STATUS = 'active';

/** Whether a comment document carries copies of its replies (newer ones do; older ones do not). */
export function keepsReplyCopies(data: unknown): data is { replies: Record<string, unknown> } {
  const replies = (data as { replies?: unknown } | undefined)?.replies;
  return typeof replies === 'object' && replies !== null && !Array.isArray(replies);
}
