import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  newDocumentId,
  createOnce,
  isDeadlineExceeded,
  useWalletSummaryStore,
} from '@bonus-atlas/shared-services/kernel';
import { doc, getDoc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { fail, ok, type ServiceResult } from '../model/result';
import {
  accountLast4,
  normalizeAccountNumber,
  withdrawalTransactionId,
  type WithdrawalMethod,
} from '../model/withdrawal-facts';
import { queryKeys } from '../query-keys';
import type { ValidationMessageKey } from '../validation/messages';
import { createWithdrawalFormSchema, parseRupiah, type WithdrawalFormValues } from '../validation/withdrawal-form';
import { suspendedMessageKey } from '../admin-users/account-facts';
import { parseSiteSettings } from '../site-settings/site-settings-facts';
import { siteSettingsRef } from '../site-settings/site-settings-ref';

export interface RequestWithdrawalInput extends WithdrawalFormValues {
  /** chosen once per submission (newWithdrawalId) and kept for its retries: one request however often it is sent */
  withdrawalId: string;
  userId: string;
}

/** A fresh request id, for the form to keep for one submission and its retries. */
export function newWithdrawalId(): string {
  return newDocumentId();
}

/** A refusal the member can act on, as a message key (the amount and the balance fill its values). */
export class WithdrawalRefused extends Error {
  constructor(
    readonly key: ValidationMessageKey,
    readonly values: Record<string, number> = {},
  ) {
    super(key);
    this.name = 'WithdrawalRefused';
  }
}

/**
 * The member's payout request, in one commit (firestore.rules check each part against the others):
 * withdrawals/{id}, its pending wallet entry user_transactions/withdrawal_{id} (provider and last 4
 * digits only) and users/{uid} with the balance down by the amount and pendingWithdrawalId naming it.
 * Read and written in a transaction, so a reward landing meanwhile or a second tab asking at the same
 * time is seen, not overwritten. A retry of the same id finds its stored request and succeeds. Answers
 * the request's id, or a refusal's message key.
 */
export async function requestWithdrawal(
  input: RequestWithdrawalInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<string> & { values?: Record<string, number> }> {
  if (!input.userId) return fail('withdrawalLoginRequired');
  // the balance is checked in the transaction against the stored one; here only the shape
  const shape = createWithdrawalFormSchema(Number.MAX_SAFE_INTEGER).safeParse(input);
  if (!shape.success) return fail(shape.error.issues[0]?.message ?? 'withdrawalSubmitFailed');
  const method: WithdrawalMethod = shape.data.method;
  const amount = parseRupiah(shape.data.amount);
  const accountNumber = normalizeAccountNumber(method, shape.data.accountNumber);
  const { db } = firebase;
  const requestRef = doc(db, 'withdrawals', input.withdrawalId);
  const entryRef = doc(db, 'user_transactions', withdrawalTransactionId(input.withdrawalId));
  const userRef = doc(db, 'users', input.userId);
  try {
    await createOnce(
      () =>
        runTransaction(db, async (transaction) => {
          const [stored, user, settings] = await Promise.all([
            transaction.get(requestRef),
            transaction.get(userRef),
            transaction.get(siteSettingsRef(db)),
          ]);
          // this submission's first attempt was stored (its answer was lost)
          if (stored.exists()) return;
          if (user.get('suspended') === true)
            throw new WithdrawalRefused(suspendedMessageKey(user.get('suspendedReason')));
          const site = parseSiteSettings(settings.data());
          if (site.withdrawalsPaused) throw new WithdrawalRefused('withdrawalsPaused');
          if (amount < site.minWithdrawal)
            throw new WithdrawalRefused('withdrawalBelowSiteMinimum', { min: site.minWithdrawal });
          const balance = Number(user.get('balance') ?? 0);
          const pending = user.get('pendingWithdrawalId') as unknown;
          if (typeof pending === 'string' && pending) throw new WithdrawalRefused('withdrawalPending');
          if (!user.exists() || amount > balance) throw new WithdrawalRefused('withdrawalOverBalance', { balance });
          transaction.set(requestRef, {
            userId: input.userId,
            amount,
            method,
            provider: shape.data.provider,
            accountNumber,
            accountName: shape.data.accountName,
            status: 'pending',
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
          transaction.set(entryRef, {
            userId: input.userId,
            amount,
            type: 'withdrawal',
            // the English words for readers of the raw record; the app words it from provider and digits
            description: `Withdrawal to ${shape.data.provider}`,
            relatedId: input.withdrawalId,
            provider: shape.data.provider,
            accountLast4: accountLast4(accountNumber),
            status: 'pending',
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
          transaction.update(userRef, {
            balance: balance - amount,
            lastTransactionId: entryRef.id,
            pendingWithdrawalId: input.withdrawalId,
            updatedAt: serverTimestamp(),
          });
        }),
      async () => (await getDoc(requestRef)).exists(),
    );
    return ok(input.withdrawalId);
  } catch (error) {
    if (error instanceof WithdrawalRefused) return { ...fail(error.key), values: error.values };
    console.error('Failed to request a withdrawal', isDeadlineExceeded(error) ? 'deadline' : error);
    return fail('withdrawalSubmitFailed');
  }
}

/** The withdraw form's submit: on success the wallet (balance and history) is read again. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestWithdrawalInput) => {
      const result = await requestWithdrawal(input);
      if (!result.success) throw new WithdrawalRefused(result.error as ValidationMessageKey, result.values);
      return result.data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      void useWalletSummaryStore.getState().refresh();
    },
  });
}
