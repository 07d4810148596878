import * as z from '../shared/zod';

// What addComment and addReply accept, checked with zod: loaded with the records (model/records.ts).

export const addCommentInput = z.object({
  /** the id picked once per submission (newCommentId), kept across retries: a retry stores nothing twice */
  commentId: z.optional(z.string().check(z.minLength(1))),
  text: z.string(),
  authorName: z.string(),
  authorEmail: z.optional(z.string()),
  /** signed-in author (name locked to the display name, no e-mail field) */
  authorUid: z.optional(z.string().check(z.minLength(1))),
  relatedContent: z._default(z.string(), ''),
  relatedContentId: z.string(),
});

export const addReplyInput = z.discriminatedUnion('replyType', [
  z.object({
    replyType: z.literal('user'),
    commentId: z.string().check(z.minLength(1)),
    /** the id picked once per submission (newReplyId), kept across retries */
    replyId: z.optional(z.string().check(z.minLength(1))),
    text: z.string(),
    userName: z.string(),
    userEmail: z.optional(z.string()),
    /** the signed-in replier, never stored: their suspension explains a refused reply */
    userUid: z.optional(z.string()),
  }),
  z.object({
    replyType: z.literal('admin'),
    commentId: z.string().check(z.minLength(1)),
    replyId: z.optional(z.string().check(z.minLength(1))),
    text: z.string(),
    adminName: z.string().check(z.minLength(1)),
    adminUid: z.string().check(z.minLength(1)),
  }),
]);

export const getBrandCommentsInput = z.object({ brandId: z.string().check(z.minLength(1)) });
