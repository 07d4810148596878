import { useInfiniteQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { REPORT_STATUSES, reportReasonSchema, toPromotionReport, type PromotionReport } from '../model/report';
import { queryKeys } from '../query-keys';

/** Rows per page of the admin reports table (large lists are paged, not loaded whole). */
export const REPORTS_PAGE_SIZE = 20;

export const listReportsPageInput = z.object({
  status: z.nullish(z.enum(REPORT_STATUSES)),
  reason: z.nullish(reportReasonSchema),
  pageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), REPORTS_PAGE_SIZE),
});

export type ListReportsPageInput = z.input<typeof listReportsPageInput>;

export interface ReportsPage {
  reports: PromotionReport[];
  /** Cursor for the next page; null on the last page. */
  next: QueryDocumentSnapshot | null;
}

/**
 * Admin: one page of reports, newest first, optionally by status and/or reason. Each filter pair has
 * its composite index in firestore.indexes.json.
 */
export async function listReportsPage(
  input: ListReportsPageInput,
  after: QueryDocumentSnapshot | null = null,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ReportsPage> {
  const { status, reason, pageSize } = listReportsPageInput.parse(input);
  const constraints: QueryConstraint[] = [];
  if (status) constraints.push(where('status', '==', status));
  if (reason) constraints.push(where('reason', '==', reason));
  constraints.push(orderBy('createdAt', 'desc'));
  if (after) constraints.push(startAfter(after));
  // one extra row tells whether another page exists without a second request
  constraints.push(limit(pageSize + 1));
  const snapshot = await getDocs(query(collection(firebase.db, 'promotion_reports'), ...constraints));
  const rows = snapshot.docs.slice(0, pageSize);
  return {
    reports: rows.map((document) => toPromotionReport(document.id, document.data())),
    next: snapshot.docs.length > pageSize ? (rows[rows.length - 1] ?? null) : null,
  };
}

export function useReportsPages(filter: { status: string | null; reason: string | null }, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.reports.pages(filter),
    queryFn: ({ pageParam }) =>
      listReportsPage(
        {
          status: filter.status as ListReportsPageInput['status'],
          reason: filter.reason as ListReportsPageInput['reason'],
        },
        pageParam,
      ),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page) => page.next,
    enabled,
  });
}
