import { z } from 'zod';
import { flag, text } from './fields';
import { timestampSchema } from './timestamp';

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** spec §4: unknown status displays as pending. */
export function displayReportStatus(status: unknown): ReportStatus {
  return (REPORT_STATUSES as readonly unknown[]).includes(status) ? (status as ReportStatus) : 'pending';
}

export const reportRecordSchema = z.object({
  userId: text,
  userEmail: text,
  promotionId: text,
  promotionTitle: text,
  brandId: text,
  brandName: text,
  description: text,
  userAgent: text,
  timestamp: timestampSchema,
  status: z.unknown().optional().transform(displayReportStatus),
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
