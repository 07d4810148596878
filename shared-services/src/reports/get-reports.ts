import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { toPromotionReport, type PromotionReport, type ReportStatus } from '../model/report';
import { timeOf } from '../model/timestamp';
import { queryKeys } from '../query-keys';

export const getReportsInput = z.object({
  status: z.nullish(z.string().check(z.minLength(1))),
  promotionId: z.nullish(z.string().check(z.minLength(1))),
  /** members may list only their own reports (rules) */
  userId: z.nullish(z.string().check(z.minLength(1))),
});

export type GetReportsInput = z.input<typeof getReportsInput>;

/**
 * spec §7: reports newest first, optionally by status and/or promotion. Filtered queries sort on the
 * client so they need no composite index.
 */
export async function getReports(
  input: GetReportsInput = {},
  firebase: FirebaseHandles = getFirebase(),
): Promise<PromotionReport[]> {
  const { status, promotionId, userId } = getReportsInput.parse(input);
  const constraints: QueryConstraint[] = [];
  if (status) constraints.push(where('status', '==', status));
  if (promotionId) constraints.push(where('promotionId', '==', promotionId));
  if (userId) constraints.push(where('userId', '==', userId));
  if (constraints.length === 0) constraints.push(orderBy('createdAt', 'desc'));
  const snapshot = await getDocs(query(collection(firebase.db, 'promotion_reports'), ...constraints));
  return snapshot.docs
    .map((document) => toPromotionReport(document.id, document.data()))
    .sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

/** Per-status counts for the filter buttons (unknown statuses count as pending, spec §4). */
export function countReportsByStatus(reports: readonly PromotionReport[]): Record<'all' | ReportStatus, number> {
  const counts = { all: reports.length, pending: 0, reviewed: 0, resolved: 0 };
  for (const report of reports) counts[report.status] += 1;
  return counts;
}

export function useReports(filter: GetReportsInput = {}, enabled = true) {
  return useQuery({
    queryKey: queryKeys.reports.list({ status: filter.status ?? null, promotionId: filter.promotionId ?? null }),
    queryFn: () => getReports(filter),
    enabled,
  });
}
