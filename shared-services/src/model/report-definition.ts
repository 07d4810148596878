import { defineRecord } from './record-definition';

/** promotion_reports/{reportId} (docs/data-model.md): the one definition of a promotion report. */
export const reportDefinition = defineRecord('report', {
  userId: { kind: 'uid', key: 'required' },
  userEmail: { kind: 'text', key: 'required' },
  promotionId: { kind: 'text', key: 'required' },
  promotionTitle: { kind: 'text', key: 'required' },
  brandId: { kind: 'text', key: 'required' },
  brandName: { kind: 'text', key: 'required' },
  description: { kind: 'text', key: 'required', filled: true, max: 2000, form: true },
  // one of REPORT_REASONS (report-facts.ts), checked by the report's input; the form starts at a wrong amount
  reason: { kind: 'value', key: 'required', form: true, initial: 'wrong_amount' },
  userAgent: { kind: 'text', key: 'required', max: 1000 },
  timestamp: { kind: 'timestamp', key: 'required' },
  status: { kind: 'value', key: 'required' },
  rewarded: { kind: 'flag', key: 'required' },
  rewardedAt: { kind: 'timestamp', key: 'later' },
  reviewedAt: { kind: 'timestamp', key: 'later' },
  adminNotes: { kind: 'text', key: 'later', max: 2000 },
  createdAt: { kind: 'timestamp', key: 'required' },
  updatedAt: { kind: 'timestamp', key: 'required' },
});
