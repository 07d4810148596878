import { useQuery, getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { fail, ok, type ServiceResult } from '../model/result';
import type { Withdrawal } from '../model/withdrawal-facts';
import { toWithdrawal } from '../model/withdrawal';
import { queryKeys } from '../query-keys';

/** How many pending requests the queue shows at once (oldest first: the next ones follow as these are decided). */
export const PENDING_WITHDRAWALS_SHOWN = 100;

/** The admins' queue: pending requests, oldest first. */
export async function listPendingWithdrawals(
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<Withdrawal[]>> {
  try {
    const snapshot = await withDeadline(() =>
      getDocs(
        query(
          collection(firebase.db, 'withdrawals'),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'asc'),
          limit(PENDING_WITHDRAWALS_SHOWN),
        ),
      ),
    );
    return ok(snapshot.docs.map((document) => toWithdrawal(document.id, document.data())));
  } catch (error) {
    console.error('Failed to load withdrawals', error);
    return fail('Failed to load withdrawals');
  }
}

export function usePendingWithdrawals(enabled = true) {
  return useQuery({
    queryKey: queryKeys.withdrawals.pending(),
    queryFn: async () => {
      const result = await listPendingWithdrawals();
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    enabled,
  });
}
