import { useQuery, getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { toPromotionReport, type PromotionReport } from '../model/report';
import { timeOf } from '../model/timestamp';
import { queryKeys } from '../query-keys';

/**
 * The promotion a report names, as one key: its path with the ids trimmed. Reports filed before the
 * rules read the promotion by its path may carry variants of one id ("<id>", "<id> ") that name the
 * same promotion.
 */
export function reportedPromotionKey(report: Pick<PromotionReport, 'brandId' | 'promotionId'>): string {
  return `brands/${report.brandId.trim()}/promotions/${report.promotionId.trim()}`;
}

/**
 * The report `report` repeats, if any: an earlier report on the same promotion, by any member, that
 * was still open when this one was filed (pending then: still pending, or closed after). The rules
 * allow one open report per promotion (its claim lies at the promotion's path); older data may hold
 * such pairs, and the admin pays the first only.
 */
export function duplicateOf(report: PromotionReport, related: readonly PromotionReport[]): PromotionReport | null {
  const filedAt = timeOf(report.createdAt ?? report.timestamp);
  const promotion = reportedPromotionKey(report);
  const earlier = related
    .filter((other) => other.id !== report.id && reportedPromotionKey(other) === promotion)
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
  // a variant with spaces around the id (older reports) is asked for as the promotion's own id too
  const unique = [...new Set(promotionIds.flatMap((id) => [id, id.trim()]))].filter(Boolean);
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
