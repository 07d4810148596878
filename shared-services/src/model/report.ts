import * as z from '../shared/zod';
import { flag, text } from './fields';
import { timestampSchema } from './timestamp';

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** spec §4: unknown status displays as pending. */
export function displayReportStatus(status: unknown): ReportStatus {
  return (REPORT_STATUSES as readonly unknown[]).includes(status) ? (status as ReportStatus) : 'pending';
}

/** Why a promotion was reported: stored as a code the rules check, labelled through i18n. */
export const REPORT_REASONS = ['expired', 'wrong_amount', 'wrong_turnover', 'broken_link', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportReasonSchema = z.enum(REPORT_REASONS);

/** Older reports have no reason: shown as none rather than guessed. */
export function displayReportReason(reason: unknown): ReportReason | null {
  return (REPORT_REASONS as readonly unknown[]).includes(reason) ? (reason as ReportReason) : null;
}

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

export type PromotionReport = z.output<typeof reportRecordSchema> & { id: string };

export function toPromotionReport(id: string, data: unknown): PromotionReport {
  return { ...reportRecordSchema.parse(data ?? {}), id };
}
