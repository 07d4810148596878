import * as z from '../shared/zod';
import { recordSchemaOf } from './record-schema';
import { reportDefinition } from './report-definition';
import { REPORT_REASONS, displayReportReason, displayReportStatus, type PromotionReport } from './report-facts';

export * from './report-facts';

export const reportReasonSchema = z.enum(REPORT_REASONS);

/** promotion_reports/{id} as stored (lenient), from its definition; reason and status read as their display texts. */
export const reportRecordSchema = recordSchemaOf(reportDefinition, {
  reason: z.pipe(z.optional(z.unknown()), z.transform(displayReportReason)),
  status: z.pipe(z.optional(z.unknown()), z.transform(displayReportStatus)),
});

export function toPromotionReport(id: string, data: unknown): PromotionReport {
  return { ...reportRecordSchema.parse(data ?? {}), id };
}
