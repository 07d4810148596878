import { useQuery } from '../cache/react-query';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { firestoreSdk } from '../firebase/firestore-sdk';
import { parseUserProfile } from '../model/user-profile';
import { requireId } from '../shared/require-id';
import { fail, ok, type ServiceResult } from '../model/result';
import { walletQueryKeys } from './wallet-query-keys';

export interface WalletSummary {
  balance: number;
  totalEarned: number;
}

export const EMPTY_WALLET: WalletSummary = { balance: 0, totalEarned: 0 };

/** Balance and total earned from users/{uid} (both 0 when missing). */
export async function getWalletSummary(
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<WalletSummary>> {
  try {
    requireId(uid, 'uid');
    const { doc, getDoc } = await firestoreSdk();
    const snapshot = await getDoc(doc(firebase.db, 'users', uid));
    if (!snapshot.exists()) return ok(EMPTY_WALLET);
    const { balance, totalEarned } = parseUserProfile(uid, snapshot.data());
    return ok({ balance, totalEarned });
  } catch (error) {
    console.error('Failed to fetch balance', error);
    return fail('Failed to fetch balance');
  }
}

export function getWalletSummaryQueryOptions(uid: string) {
  return {
    queryKey: walletQueryKeys.summary(uid),
    queryFn: async () => {
      const result = await getWalletSummary(uid);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
  };
}

export function useWalletSummaryQuery(uid: string | null | undefined) {
  return useQuery({ ...getWalletSummaryQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
