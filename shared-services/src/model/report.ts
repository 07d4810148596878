import * as z from '../shared/zod';
import { flag, text } from './fields';
import { timestampSchema } from './timestamp';
import { REPORT_REASONS, displayReportReason, displayReportStatus, type PromotionReport } from './report-facts';

export * from './report-facts';

export const reportReasonSchema = z.enum(REPORT_REASONS);

export const reportRecordSchema = z.object({
  userId: text,
  userEmail: text,
  promotionId: text,
  promotionTitle: text,
  brandId: text,
  brandName: text,
  description: text,
  reason: z.pipe(z.optional(z.unknown()), z.transform(displayReportReason)),
  userAgent: text,
  timestamp: timestampSchema,
  status: z.pipe(z.optional(z.unknown()), z.transform(displayReportStatus)),
  rewarded: flag,
  rewardedAt: timestampSchema,
  reviewedAt: timestampSchema,
  adminNotes: text,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export function toPromotionReport(id: string, data: unknown): PromotionReport {
  return { ...reportRecordSchema.parse(data ?? {}), id };
}
