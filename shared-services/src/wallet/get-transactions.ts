import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { fail, ok, type ServiceResult } from '../model/result';
import { toWalletTransaction, type WalletTransaction } from '../model/wallet-transaction';
import { queryKeys } from '../query-keys';

export const WALLET_MESSAGES = {
  fetchTransactionsFailed: 'Failed to fetch transactions',
  fetchBalanceFailed: 'Failed to fetch balance',
  addRewardFailed: 'Failed to add reward transaction',
  pageFailed: 'Failed to load transaction data',
} as const;

export const getTransactionsInput = z.object({ uid: z.string().check(z.minLength(1)) });

/** spec §7: user_transactions where userId == uid, createdAt descending. */
export async function getUserTransactions(
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<WalletTransaction[]>> {
  try {
    const input = getTransactionsInput.parse({ uid });
    const snapshot = await getDocs(
      query(
        collection(firebase.db, 'user_transactions'),
        where('userId', '==', input.uid),
        orderBy('createdAt', 'desc'),
      ),
    );
    return ok(snapshot.docs.map((document) => toWalletTransaction(document.id, document.data())));
  } catch (error) {
    console.error(WALLET_MESSAGES.fetchTransactionsFailed, error);
    return fail(WALLET_MESSAGES.fetchTransactionsFailed);
  }
}

/** spec §7: every transaction, createdAt descending (admin). */
export async function getAllTransactions(
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<WalletTransaction[]>> {
  try {
    const snapshot = await getDocs(query(collection(firebase.db, 'user_transactions'), orderBy('createdAt', 'desc')));
    return ok(snapshot.docs.map((document) => toWalletTransaction(document.id, document.data())));
  } catch (error) {
    console.error(WALLET_MESSAGES.fetchTransactionsFailed, error);
    return fail(WALLET_MESSAGES.fetchTransactionsFailed);
  }
}

async function unwrap<T>(result: Promise<ServiceResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.success) throw new Error(settled.error);
  return settled.data;
}

export function useUserTransactions(uid: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.wallet.transactions(uid ?? ''),
    queryFn: () => unwrap(getUserTransactions(uid ?? '')),
    enabled: Boolean(uid),
  });
}

export function useAllTransactions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.wallet.allTransactions(),
    queryFn: () => unwrap(getAllTransactions()),
    enabled,
  });
}
