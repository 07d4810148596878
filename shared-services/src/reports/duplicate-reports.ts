import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { toPromotionReport, type PromotionReport } from '../model/report';
import { timeOf } from '../model/timestamp';
import { queryKeys } from '../query-keys';
import { withDeadline } from '../resilience/deadline';

/**
 * The report `report` repeats, if any: an earlier report of the same member on the same promotion
 * that was still open when this one was filed (pending then: still pending, or closed after). The
 * rules allow one open report per member and promotion since open_reports; older data may hold
 * such pairs, and the admin pays the first only.
 */
export function duplicateOf(report: PromotionReport, sameMember: readonly PromotionReport[]): PromotionReport | null {
  const filedAt = timeOf(report.createdAt ?? report.timestamp);
  const earlier = sameMember
    .filter(
      (other) =>
        other.id !== report.id &&
        other.userId === report.userId &&
        other.brandId === report.brandId &&
        other.promotionId === report.promotionId,
    )
    .filter((other) => {
      const otherFiledAt = timeOf(other.createdAt ?? other.timestamp);
      // filed first (ties broken by id, so of two equal times exactly one is the duplicate)
      if (otherFiledAt > filedAt || (otherFiledAt === filedAt && other.id > report.id)) return false;
      return other.status === 'pending' || timeOf(other.updatedAt) >= filedAt;
    })
    .sort((a, b) => timeOf(a.createdAt ?? a.timestamp) - timeOf(b.createdAt ?? b.timestamp));
  return earlier[0] ?? null;
}

/** Admin: every report on the given promotions (one query per promotion; equality only, no index). */
export async function getReportsOfPromotions(
  promotionIds: readonly string[],
  firebase: FirebaseHandles = getFirebase(),
): Promise<PromotionReport[]> {
  const unique = [...new Set(promotionIds)].filter(Boolean);
  const snapshots = await Promise.all(
    unique.map((promotionId) =>
      withDeadline(() =>
        getDocs(query(collection(firebase.db, 'promotion_reports'), where('promotionId', '==', promotionId))),
      ),
    ),
  );
  return snapshots.flatMap((snapshot) =>
    snapshot.docs.map((document) => toPromotionReport(document.id, document.data())),
  );
}

/** Admin: for the listed reports, the earlier open report each one repeats (by report id). */
export function useDuplicateReports(reports: readonly PromotionReport[]) {
  const promotionIds = [...new Set(reports.map((report) => report.promotionId))].sort();
  return useQuery({
    queryKey: [...queryKeys.reports.all, 'duplicates', promotionIds] as const,
    queryFn: async () => {
      const related = await getReportsOfPromotions(promotionIds);
      return new Map(
        reports.flatMap((report) => {
          const original = duplicateOf(report, related);
          return original ? [[report.id, original] as const] : [];
        }),
      );
    },
    enabled: promotionIds.length > 0,
  });
}
