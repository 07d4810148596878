import * as z from '../shared/zod';
import { commentDefinition } from './comment-definition';
import { recordSchemaOf } from './record-schema';
import { adminReplyDefinition, userReplyDefinition } from './reply-definition';
import { timeOf } from './timestamp';
import type { Comment, Reply } from './comment-facts';

export * from './comment-facts';

/** comments/{id} as stored (lenient), from its definition; its replies are read apart (copiedReplies). */
export const commentRecordSchema = recordSchemaOf(commentDefinition);

/**
 * comments/{id}/replies/{id} and their copies as stored (lenient): a user's or an admin's, so the
 * fields of both kinds' definitions, the other kind's absent; an unknown kind reads as a user's.
 */
export const replyRecordSchema = z.object({
  ...recordSchemaOf(userReplyDefinition).shape,
  ...recordSchemaOf(adminReplyDefinition).shape,
  replyType: z.pipe(
    z.optional(z.unknown()),
    z.transform((value): 'user' | 'admin' => (value === 'admin' ? 'admin' : 'user')),
  ),
});

export function toReply(id: string, data: unknown, parentCommentId?: string): Reply {
  const record = replyRecordSchema.parse(data ?? {});
  return { ...record, id, commentId: record.commentId || parentCommentId || '' };
}

/** The replies copied into a comment document, oldest first (a conversation reads top-down). */
export function copiedReplies(commentId: string, data: { replies: Record<string, unknown> }): Reply[] {
  return Object.entries(data.replies)
    .map(([replyId, reply]) => toReply(replyId, reply, commentId))
    .sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
}

export function toComment(id: string, data: unknown, replies: Reply[] = []): Comment {
  return { ...commentRecordSchema.parse(data ?? {}), id, replies };
}
