import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { toPromotionReport, type PromotionReport } from '../model/report';
import { queryKeys } from '../query-keys';

/** The wallet page lists a reporter's latest reports (follow what happened to each). */
export const MY_REPORTS_SHOWN = 50;

export const getMyReportsInput = z.object({ uid: z.string().check(z.minLength(1)) });

/** A member's own reports, newest first (the rules let a reporter read only their own). */
export async function getMyReports(uid: string, firebase: FirebaseHandles = getFirebase()): Promise<PromotionReport[]> {
  const input = getMyReportsInput.parse({ uid });
  const snapshot = await getDocs(
    query(
      collection(firebase.db, 'promotion_reports'),
      where('userId', '==', input.uid),
      orderBy('createdAt', 'desc'),
      limit(MY_REPORTS_SHOWN),
    ),
  );
  return snapshot.docs.map((document) => toPromotionReport(document.id, document.data()));
}

export function useMyReports(uid: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.reports.mine(uid ?? ''),
    queryFn: () => getMyReports(uid ?? ''),
    enabled: Boolean(uid),
  });
}
