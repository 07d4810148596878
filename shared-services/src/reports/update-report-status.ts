import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  isDeadlineExceeded,
  withDeadline,
  useWalletSummaryStore,
} from '@bonus-atlas/shared-services/kernel';
import {
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { fail, ok, type ServiceResult } from '../model/result';
import { REPORT_REWARD_AMOUNT, reportRewardTransactionId } from '../model/wallet-transaction';
import { queryKeys } from '../query-keys';
import { actorSchema } from '../shared/actor';
import { REPORT_MESSAGES } from './report-messages';

/** One path segment (an id with a slash would name another document). */
const isDocumentId = (id: string) => id !== '' && !id.includes('/');

export const updateReportStatusInput = z.object({
  reportId: z.string().check(z.minLength(1)),
  // spec §4: the service accepts any status value; the rules allow pending/reviewed/resolved
  status: z.string().check(z.minLength(1)),
  adminNotes: z.optional(z.string().check(z.maxLength(2000))),
  actor: actorSchema,
  /** a duplicate of an earlier open report (duplicateOf): reviewed without paying the reward again */
  withoutReward: z.optional(z.boolean()),
});

export type UpdateReportStatusInput = z.input<typeof updateReportStatusInput>;

export interface ReportStatusUpdate {
  status: string;
  /** true when THIS call paid the IDR 5,000 reward */
  rewarded: boolean;
  /** set when the status was saved but the reward could not be paid ("check manually") */
  rewardError: string | null;
}

class RewardNotPossible extends Error {}

/**
 * A report that ends resolved means an admin has checked the promotion's terms: its "Verified on"
 * date moves to now, in the same commit as the status (a promotion deleted meanwhile is left alone).
 */
function resolveAndVerify(
  db: Firestore,
  reportRef: DocumentReference,
  statusFields: Record<string, unknown>,
  adminUid: string,
): Promise<void> {
  return runTransaction(db, async (transaction) => {
    const report = await transaction.get(reportRef);
    if (!report.exists()) throw new Error(REPORT_MESSAGES.notFound);
    const brandId = report.get('brandId') as unknown;
    const promotionId = report.get('promotionId') as unknown;
    const promotionRef =
      typeof brandId === 'string' && brandId && typeof promotionId === 'string' && promotionId
        ? doc(db, 'brands', brandId, 'promotions', promotionId)
        : null;
    const promotion = promotionRef ? await transaction.get(promotionRef) : null;
    transaction.update(reportRef, statusFields);
    if (promotionRef && promotion?.exists()) {
      transaction.update(promotionRef, { verifiedAt: serverTimestamp(), verifiedBy: adminUid });
    }
  });
}

/**
 * spec §4: reviewed stamps reviewedAt and, for a report with a user that is not rewarded yet, pays the
 * reward — report update, transaction `report_reward_{id}` and increment(5000) on balance and
 * totalEarned in ONE transaction, so a double click or two admins pay exactly once. Resolved never
 * rewards, nor does a report of the reporter's own brand (the rules refuse that reward).
 */
export async function updateReportStatus(
  input: UpdateReportStatusInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<ReportStatusUpdate>> {
  let parsed: z.output<typeof updateReportStatusInput>;
  try {
    parsed = updateReportStatusInput.parse(input);
  } catch {
    return fail(REPORT_MESSAGES.updateFailed);
  }
  const { reportId, status, adminNotes } = parsed;
  const db = firebase.db;
  const reportRef = doc(db, 'promotion_reports', reportId);
  const statusFields = {
    status,
    ...(adminNotes !== undefined ? { adminNotes } : {}),
    ...(status === 'reviewed' ? { reviewedAt: serverTimestamp() } : {}),
    updatedAt: serverTimestamp(),
  };

  if (status !== 'reviewed') {
    try {
      await withDeadline(() =>
        status === 'resolved'
          ? resolveAndVerify(db, reportRef, statusFields, parsed.actor.uid)
          : updateDoc(reportRef, statusFields),
      );
      return ok({ status, rewarded: false, rewardError: null });
    } catch (error) {
      console.error(REPORT_MESSAGES.updateFailed, error);
      return fail(REPORT_MESSAGES.updateFailed);
    }
  }

  try {
    const rewarded = await withDeadline(() =>
      runTransaction(db, async (transaction) => {
        const report = await transaction.get(reportRef);
        if (!report.exists()) throw new Error(REPORT_MESSAGES.notFound);
        const userId = report.get('userId') as unknown;
        if (parsed.withoutReward === true || report.get('rewarded') === true || typeof userId !== 'string' || !userId) {
          transaction.update(reportRef, statusFields);
          return false;
        }
        const rewardRef = doc(db, 'user_transactions', reportRewardTransactionId(reportId));
        const userRef = doc(db, 'users', userId);
        const brandId = report.get('brandId') as unknown;
        const brandRef = typeof brandId === 'string' && isDocumentId(brandId) ? doc(db, 'brands', brandId) : null;
        const [reward, user, brand] = await Promise.all([
          transaction.get(rewardRef),
          transaction.get(userRef),
          brandRef ? transaction.get(brandRef) : null,
        ]);
        // a report of the reporter's own brand (filed before the rules refused those) earns nothing
        if (reward.exists() || brand?.get('createdBy') === userId) {
          transaction.update(reportRef, statusFields);
          return false;
        }
        if (!user.exists()) throw new RewardNotPossible(`users/${userId} does not exist`);
        transaction.set(rewardRef, {
          userId,
          amount: REPORT_REWARD_AMOUNT,
          type: 'report_reward',
          // the English sentence for readers of the raw record; the app words it from the type and the title
          description: `Reward for reporting wrong info on ${String(report.get('promotionTitle') ?? 'a promotion')}`,
          promotionTitle: String(report.get('promotionTitle') ?? '').slice(0, 200),
          relatedId: reportId,
          status: 'completed',
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        transaction.update(userRef, {
          balance: increment(REPORT_REWARD_AMOUNT),
          totalEarned: increment(REPORT_REWARD_AMOUNT),
          // the rules tie every wallet move to the ledger entry of the same commit
          lastTransactionId: rewardRef.id,
          updatedAt: serverTimestamp(),
        });
        transaction.update(reportRef, { ...statusFields, rewarded: true, rewardedAt: serverTimestamp() });
        return true;
      }),
    );
    return ok({ status, rewarded, rewardError: null });
  } catch (error) {
    if (error instanceof Error && error.message === REPORT_MESSAGES.notFound) return fail(REPORT_MESSAGES.updateFailed);
    // past the deadline the commit may still land: nothing more is written now, and the admin's retry
    // is safe (the reward's id is fixed per report and the transaction reads it first)
    if (isDeadlineExceeded(error)) {
      console.error(REPORT_MESSAGES.updateFailed, error);
      return fail(REPORT_MESSAGES.updateFailed);
    }
    // Another admin may have paid meanwhile (the rules then refuse our reward): that is not a failure.
    const current = await withDeadline(() => getDoc(reportRef)).catch(() => null);
    if (current?.get('rewarded') === true) {
      if (current.get('status') !== status) {
        try {
          await withDeadline(() => updateDoc(reportRef, statusFields));
        } catch (updateError) {
          console.error(REPORT_MESSAGES.updateFailed, updateError);
          return fail(REPORT_MESSAGES.updateFailed);
        }
      }
      return ok({ status, rewarded: false, rewardError: null });
    }
    console.error('Failed to add reward transaction', error);
    // Save the status alone so the admin's decision is kept, and say the reward needs a manual check.
    try {
      await withDeadline(() => updateDoc(reportRef, statusFields));
      return ok({ status, rewarded: false, rewardError: REPORT_MESSAGES.rewardFailed });
    } catch (updateError) {
      console.error(REPORT_MESSAGES.updateFailed, updateError);
      return fail(REPORT_MESSAGES.updateFailed);
    }
  }
}

export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateReportStatusInput) => {
      const result = await updateReportStatus(input);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      void useWalletSummaryStore.getState().refresh();
    },
  });
}
