import * as z from '../shared/zod';
import { reportReasonSchema } from '../model/report';

/** One path segment: a slash would name another document than the promotion the member saw. */
const documentId = z.string().check(
  z.minLength(1),
  z.refine((id) => !id.includes('/')),
);

// A report's input as addReport checks it; built with zod, so it loads with the records (model/records.ts).
// The promotion is named by its path alone: its title and brand name are read from the stored promotion.
export const addReportInput = z.object({
  /** the id picked once per submission (newReportId), kept across retries: a retry stores nothing twice */
  reportId: z.optional(z.string().check(z.minLength(1))),
  userId: z.nullish(z.string()),
  /** the signed-in account's e-mail (the rules compare it with the token's) */
  userEmail: z.nullish(z.string()),
  brandId: documentId,
  promotionId: documentId,
  description: z.string(),
  /** Why the promotion is wrong (a code the rules check) */
  reason: z._default(reportReasonSchema, 'other'),
});
