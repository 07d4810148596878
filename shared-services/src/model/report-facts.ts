import type * as z from '../shared/zod';
import type { reportRecordSchema } from './report';

// A report's statuses, reasons and shape without the stored record's schema (./report), so a page that only shows them does not load zod.

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** spec §4: unknown status displays as pending. */
export function displayReportStatus(status: unknown): ReportStatus {
  return (REPORT_STATUSES as readonly unknown[]).includes(status) ? (status as ReportStatus) : 'pending';
}

/** Why a promotion was reported: stored as a code the rules check, labelled through i18n. */
export const REPORT_REASONS = ['expired', 'wrong_amount', 'wrong_turnover', 'broken_link', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Older reports have no reason: shown as none rather than guessed. */
export function displayReportReason(reason: unknown): ReportReason | null {
  return (REPORT_REASONS as readonly unknown[]).includes(reason) ? (reason as ReportReason) : null;
}

export type PromotionReport = z.output<typeof reportRecordSchema> & { id: string };
