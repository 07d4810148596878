import * as z from '../shared/zod';
import { reportReasonSchema } from '../model/report';

// A report's input as addReport checks it; built with zod, so it loads with the records (model/records.ts).
export const addReportInput = z.object({
  /** the id picked once per submission (newReportId), kept across retries: a retry stores nothing twice */
  reportId: z.optional(z.string().check(z.minLength(1))),
  userId: z.nullish(z.string()),
  /** the signed-in account's e-mail (the rules compare it with the token's) */
  userEmail: z.nullish(z.string()),
  promotionId: z.string().check(z.minLength(1)),
  promotionTitle: z._default(z.string(), ''),
  brandId: z.string().check(z.minLength(1)),
  brandName: z._default(z.string(), ''),
  description: z.string(),
  /** Why the promotion is wrong (a code the rules check) */
  reason: z._default(reportReasonSchema, 'other'),
});
