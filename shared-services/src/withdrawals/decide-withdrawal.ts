import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { deleteField, doc, getDoc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { fail, ok, type ServiceResult } from '../model/result';
import { WITHDRAWAL_TEXT_LIMITS, withdrawalTransactionId } from '../model/withdrawal-facts';
import { queryKeys } from '../query-keys';
import { actorSchema } from '../shared/actor';
import { messageKey as key, type ValidationMessageKey } from '../validation/messages';

/** "Mark as paid" asks for the transfer's reference; "Refuse" for the reason the member will read. */
export const decideWithdrawalInput = z.discriminatedUnion('decision', [
  z.object({
    withdrawalId: z.string().check(z.minLength(1)),
    decision: z.literal('paid'),
    reference: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: key('withdrawalReferenceRequired') }),
        z.maxLength(WITHDRAWAL_TEXT_LIMITS.reference, { error: key('withdrawalReferenceTooLong') }),
      ),
    actor: actorSchema,
  }),
  z.object({
    withdrawalId: z.string().check(z.minLength(1)),
    decision: z.literal('rejected'),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: key('withdrawalReasonRequired') }),
        z.maxLength(WITHDRAWAL_TEXT_LIMITS.reason, { error: key('withdrawalReasonTooLong') }),
      ),
    actor: actorSchema,
  }),
]);

export type DecideWithdrawalInput = z.input<typeof decideWithdrawalInput>;

class DecisionRefused extends Error {
  constructor(readonly key: ValidationMessageKey) {
    super(key);
  }
}

/**
 * An admin's decision, in one transaction: the request (paid with its reference, or rejected with the
 * reason), its wallet entry (completed or rejected) and the member's profile (pending request cleared;
 * a refusal gives the amount back). The transaction reads the request first: a request no longer
 * pending is refused with "already decided", so of two admins at once one wins and the other is told,
 * and a refund happens once. A retry of this admin's own decision that landed counts as done.
 */
export async function decideWithdrawal(
  input: DecideWithdrawalInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<'paid' | 'rejected'>> {
  const parsed = decideWithdrawalInput.safeParse(input);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'withdrawalDecideFailed');
  const decision = parsed.data;
  const { db } = firebase;
  const requestRef = doc(db, 'withdrawals', decision.withdrawalId);
  const entryRef = doc(db, 'user_transactions', withdrawalTransactionId(decision.withdrawalId));
  try {
    await withDeadline(() =>
      runTransaction(db, async (transaction) => {
        const request = await transaction.get(requestRef);
        if (!request.exists()) throw new DecisionRefused('withdrawalNotFound');
        const userId = String(request.get('userId') ?? '');
        if (request.get('status') !== 'pending') {
          const mine = request.get('decidedBy') === decision.actor.uid && request.get('status') === decision.decision;
          if (mine) return;
          throw new DecisionRefused('withdrawalAlreadyDecided');
        }
        if (userId === decision.actor.uid) throw new DecisionRefused('withdrawalOwnRequest');
        const userRef = doc(db, 'users', userId);
        const user = await transaction.get(userRef);
        const stamp = { decidedBy: decision.actor.uid, decidedAt: serverTimestamp(), updatedAt: serverTimestamp() };
        if (decision.decision === 'paid') {
          transaction.update(requestRef, { status: 'paid', reference: decision.reference, ...stamp });
          transaction.update(entryRef, { status: 'completed', updatedAt: serverTimestamp() });
          transaction.update(userRef, { pendingWithdrawalId: deleteField(), updatedAt: serverTimestamp() });
        } else {
          transaction.update(requestRef, { status: 'rejected', reason: decision.reason, ...stamp });
          transaction.update(entryRef, { status: 'rejected', reason: decision.reason, updatedAt: serverTimestamp() });
          transaction.update(userRef, {
            balance: Number(user.get('balance') ?? 0) + Number(request.get('amount') ?? 0),
            pendingWithdrawalId: deleteField(),
            updatedAt: serverTimestamp(),
          });
        }
      }),
    );
    return ok(decision.decision);
  } catch (error) {
    if (error instanceof DecisionRefused) return fail(error.key);
    // refused by the rules: another admin may have decided in between
    const current = await withDeadline(() => getDoc(requestRef)).catch(() => null);
    if (current?.exists() && current.get('status') !== 'pending') {
      const mine = current.get('decidedBy') === decision.actor.uid && current.get('status') === decision.decision;
      return mine ? ok(decision.decision) : fail('withdrawalAlreadyDecided');
    }
    console.error('Failed to decide a withdrawal', error);
    return fail('withdrawalDecideFailed');
  }
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DecideWithdrawalInput) => {
      const result = await decideWithdrawal(input);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    // an "already decided" also changes the queue: it is read again either way
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
  });
}
