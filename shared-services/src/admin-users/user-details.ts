import { useQuery, getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';
import { collection, doc, getCount, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getOwnerBrands } from '../brands/get-owner-brands';
import type { Brand } from '../model/brand-facts';
import type { PromotionReport } from '../model/report-facts';
import { toDateOrNull } from '../model/to-date';
import type { WalletTransaction } from '../model/wallet-transaction-facts';
import { getMyReports } from '../reports/get-my-reports';
import { getUserTransactions } from '../wallet/get-transactions';
import type { AuditAction, AuditEntry } from './account-facts';
import { adminUsersKeys, toAdminUserRow, type AdminUserRow } from './list-users';

/** How many audit entries a user's page shows (newest first). */
export const USER_AUDIT_SHOWN = 20;

export interface AdminUserDetails {
  user: AdminUserRow;
  transactions: WalletTransaction[];
  reports: PromotionReport[];
  brands: Brand[];
  commentCount: number;
  audit: AuditEntry[];
}

export function toAuditEntry(id: string, data: Record<string, unknown>): AuditEntry {
  const map = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  return {
    id,
    actorUid: String(data.actorUid ?? ''),
    action: String(data.action ?? '') as AuditAction,
    targetUid: String(data.targetUid ?? ''),
    before: map(data.before),
    after: map(data.after),
    at: toDateOrNull(data.at),
  };
}

/** A user's page: profile, wallet history, reports, brands, comment count and the audit entries about them. */
export async function getAdminUserDetails(
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<AdminUserDetails | null> {
  const { db } = firebase;
  const profile = await withDeadline(() => getDoc(doc(db, 'users', uid)));
  if (!profile.exists()) return null;
  const [transactions, reports, brands, comments, audit] = await withDeadline(() =>
    Promise.all([
      getUserTransactions(uid, firebase),
      getMyReports(uid, firebase),
      getOwnerBrands(uid, firebase),
      getCount(query(collection(db, 'comments'), where('authorUid', '==', uid))),
      getDocs(
        query(
          collection(db, 'admin_audit'),
          where('targetUid', '==', uid),
          orderBy('at', 'desc'),
          limit(USER_AUDIT_SHOWN),
        ),
      ),
    ]),
  );
  if (!transactions.success) throw new Error(transactions.error);
  return {
    user: toAdminUserRow(uid, profile.data()),
    transactions: transactions.data,
    reports,
    brands,
    commentCount: comments.data().count,
    audit: audit.docs.map((entry) => toAuditEntry(entry.id, entry.data())),
  };
}

export function useAdminUserDetails(uid: string) {
  return useQuery({ queryKey: adminUsersKeys.details(uid), queryFn: () => getAdminUserDetails(uid) });
}

export interface UserReportCounts {
  open: number;
  reviewed: number;
}

/** A row's reports, open (pending) and reviewed, as two count aggregations. */
export async function countUserReports(
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UserReportCounts> {
  const reports = collection(firebase.db, 'promotion_reports');
  const [open, reviewed] = await withDeadline(() =>
    Promise.all(
      ['pending', 'reviewed'].map((status) =>
        getCount(query(reports, where('userId', '==', uid), where('status', '==', status))),
      ),
    ),
  );
  return { open: open?.data().count ?? 0, reviewed: reviewed?.data().count ?? 0 };
}

export function useUserReportCounts(uid: string) {
  return useQuery({ queryKey: adminUsersKeys.reportCounts(uid), queryFn: () => countUserReports(uid) });
}
