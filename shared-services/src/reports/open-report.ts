/**
 * The id of a member's open-report claim on a promotion (open_reports/{id}; firestore.rules
 * openReportId): one open report per member and promotion. The claim is free again once the report
 * it names is reviewed, resolved or deleted.
 */
export function openReportId(report: { userId: string; brandId: string; promotionId: string }): string {
  return `${report.userId}_${report.brandId}_${report.promotionId}`;
}
