import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { REPORT_STATUSES, type ReportStatus } from '../model/report-facts';
import { queryKeys } from '../query-keys';

export type ReportCounts = Record<'all' | ReportStatus, number>;

/**
 * Admin: the total and per-status counts for the filter buttons, as count aggregations (no report is
 * downloaded). Reports with an unknown status are in `all` only.
 */
export async function countReports(firebase: FirebaseHandles = getFirebase()): Promise<ReportCounts> {
  const reports = collection(firebase.db, 'promotion_reports');
  const [all, ...byStatus] = await Promise.all([
    getCount(reports),
    ...REPORT_STATUSES.map((status) => getCount(query(reports, where('status', '==', status)))),
  ]);
  const counts: ReportCounts = { all: all.data().count, pending: 0, reviewed: 0, resolved: 0 };
  REPORT_STATUSES.forEach((status, index) => {
    counts[status] = byStatus[index]?.data().count ?? 0;
  });
  return counts;
}

export function useReportCounts(enabled = true) {
  return useQuery({ queryKey: queryKeys.reports.counts(), queryFn: () => countReports(), enabled });
}
