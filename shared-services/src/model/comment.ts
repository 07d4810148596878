import { z } from 'zod';
import { optionalText, text } from './fields';
import { timestampSchema } from './timestamp';

export const commentRecordSchema = z.object({
  text,
  authorName: text,
  authorEmail: optionalText,
  authorUid: optionalText,
  relatedContent: text,
  relatedContentId: text,
  status: text,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export const replyRecordSchema = z.object({
  commentId: text,
  text,
  replyType: z
    .unknown()
    .optional()
    .transform((value): 'user' | 'admin' => (value === 'admin' ? 'admin' : 'user')),
  userName: optionalText,
  userEmail: optionalText,
  adminName: optionalText,
  adminUid: optionalText,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type Reply = z.output<typeof replyRecordSchema> & { id: string };
export type Comment = z.output<typeof commentRecordSchema> & { id: string; replies: Reply[] };

export const ACTIVE_COMMENT_STATUS = 'active';

export function toReply(id: string, data: unknown, parentCommentId?: string): Reply {
  const record = replyRecordSchema.parse(data ?? {});
  return { ...record, id, commentId: record.commentId || parentCommentId || '' };
}

export function toComment(id: string, data: unknown, replies: Reply[] = []): Comment {
  return { ...commentRecordSchema.parse(data ?? {}), id, replies };
}
