import {
  keepPreviousData,
  useQuery,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { parseUserProfile } from '../model/user';
import { isSuspensionReason, USERS_PAGE_SIZE, type SuspensionReason } from './account-facts';

export interface UsersFilter {
  /** an e-mail prefix (with "@" or ".") or a name prefix; '' = everyone */
  search: string;
  role: 'all' | 'member' | 'admin';
  suspendedOnly: boolean;
}

export interface AdminUserRow {
  uid: string;
  displayName: string;
  email: string;
  role: 'member' | 'admin';
  balance: number;
  totalEarned: number;
  createdAt: Date | null;
  suspended: boolean;
  suspendedReason: SuspensionReason | null;
}

export interface UsersPage {
  rows: AdminUserRow[];
  /** the creation time (ms) of the last row, to ask for the next page (null = no further page) */
  next: number | null;
}

export function toAdminUserRow(uid: string, data: Record<string, unknown>): AdminUserRow {
  const profile = parseUserProfile(uid, data);
  return {
    uid: profile.uid,
    displayName: profile.displayName,
    email: profile.email,
    role: profile.role,
    balance: profile.balance,
    totalEarned: profile.totalEarned,
    createdAt: profile.createdAt,
    suspended: data.suspended === true,
    suspendedReason: data.suspended === true && isSuspensionReason(data.suspendedReason) ? data.suspendedReason : null,
  };
}

function filters(filter: UsersFilter): QueryConstraint[] {
  return [
    ...(filter.role === 'all' ? [] : [where('role', '==', filter.role)]),
    ...(filter.suspendedOnly ? [where('suspended', '==', true)] : []),
  ];
}

/** The prefixes a search tries in a field: e-mails are stored lower case; a name as typed and Capitalised. */
function searchPrefixes(search: string): { field: 'email' | 'displayName'; prefix: string }[] {
  const capitalised = search.charAt(0).toUpperCase() + search.slice(1);
  const names = [...new Set([search, capitalised])].map((prefix) => ({ field: 'displayName' as const, prefix }));
  return [{ field: 'email', prefix: search.toLowerCase() }, ...(search.includes('@') ? [] : names)];
}

/**
 * One page of 50 accounts for the Users tab, newest first; role and "suspended only" filter on the server
 * (firestore.indexes.json has their indexes), so a page is full when more exist. A search looks for the
 * prefix in the e-mail and in the name and answers the first 50 matches (no further page: a longer
 * prefix narrows it).
 */
export async function listUsersPage(
  filter: UsersFilter,
  after: number | null,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UsersPage> {
  const users = collection(firebase.db, 'users');
  const search = filter.search.trim();
  if (search) {
    const snapshots = await withDeadline(() =>
      Promise.all(
        searchPrefixes(search).map(({ field, prefix }) =>
          getDocs(
            query(
              users,
              ...filters(filter),
              // every text that starts with the prefix sorts between it and the prefix and the last code point
              where(field, '>=', prefix),
              where(field, '<=', `${prefix}\uf8ff`),
              orderBy(field),
              limit(USERS_PAGE_SIZE),
            ),
          ),
        ),
      ),
    );
    const found = new Map<string, AdminUserRow>();
    for (const document of snapshots.flatMap((snapshot) => snapshot.docs)) {
      if (!found.has(document.id)) found.set(document.id, toAdminUserRow(document.id, document.data()));
    }
    const rows = [...found.values()].sort((a, b) => a.email.localeCompare(b.email)).slice(0, USERS_PAGE_SIZE);
    return { rows, next: null };
  }
  const constraints: QueryConstraint[] = [...filters(filter), orderBy('createdAt', 'desc')];
  if (after !== null) constraints.push(startAfter(new Date(after)));
  constraints.push(limit(USERS_PAGE_SIZE + 1));
  const snapshot = await withDeadline(() => getDocs(query(users, ...constraints)));
  const rows = snapshot.docs.slice(0, USERS_PAGE_SIZE).map((document) => toAdminUserRow(document.id, document.data()));
  const last = rows.at(-1);
  const next = snapshot.docs.length > USERS_PAGE_SIZE && last?.createdAt ? last.createdAt.getTime() : null;
  return { rows, next };
}

/** How many accounts the filter (without the search) matches: a count aggregation. */
export async function countUsers(filter: UsersFilter, firebase: FirebaseHandles = getFirebase()): Promise<number> {
  const snapshot = await withDeadline(() => getCount(query(collection(firebase.db, 'users'), ...filters(filter))));
  return snapshot.data().count;
}

export const adminUsersKeys = {
  all: ['admin-users'] as const,
  page: (filter: UsersFilter, after: number | null) => [...adminUsersKeys.all, 'page', filter, after] as const,
  count: (filter: UsersFilter) => [...adminUsersKeys.all, 'count', filter.role, filter.suspendedOnly] as const,
  details: (uid: string) => [...adminUsersKeys.all, 'details', uid] as const,
  reportCounts: (uid: string) => [...adminUsersKeys.all, 'report-counts', uid] as const,
};

export function useUsersPage(filter: UsersFilter, after: number | null) {
  return useQuery({
    queryKey: adminUsersKeys.page(filter, after),
    queryFn: () => listUsersPage(filter, after),
    placeholderData: keepPreviousData,
  });
}

export function useUsersCount(filter: UsersFilter) {
  return useQuery({ queryKey: adminUsersKeys.count(filter), queryFn: () => countUsers(filter) });
}
