import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newDocumentId } from '../firebase/document-id';
import { firestoreSdk } from '../firebase/firestore-sdk';
import type * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { createOnce } from '../resilience/create-once';
import { withDeadline } from '../resilience/deadline';
import { fail, ok, type ServiceResult } from '../model/result';
import { loadRecords } from '../model/load-records';
import { queryKeys } from '../query-keys';
import type { addReportInput } from './add-report-input';
import { firstIssueMessage } from '../validation/messages';
import { openReportId } from './open-report';
import { REPORT_MESSAGES } from './report-messages';

export type AddReportInput = z.input<typeof addReportInput>;

function currentUserAgent(): string {
  return typeof navigator !== 'undefined' && navigator.userAgent ? navigator.userAgent.slice(0, 1000) : 'unknown';
}

/** A fresh report id, for a form to keep for one submission and its retries. */
export function newReportId(): string {
  return newDocumentId();
}

/**
 * spec §7: a pending, unrewarded report with userAgent and timestamp; answers {success, data: id} or
 * the error text. Written once under its id with the member's open-report claim on the promotion
 * (open_reports): a retry after a lost answer finds its report and succeeds; a second report while
 * one is open is refused with its own text.
 */
export async function addReport(
  input: AddReportInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<string>> {
  const [{ doc, getDoc, serverTimestamp, writeBatch }, { addReportInput, reportFormSchema }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  const parsedInput = addReportInput.safeParse(input);
  if (!parsedInput.success) return fail(REPORT_MESSAGES.submitFailed);
  const report = parsedInput.data;
  if (!report.userId) return fail(REPORT_MESSAGES.loginRequired);
  const userId = report.userId;
  const description = reportFormSchema.safeParse({ description: report.description });
  if (!description.success) return fail(firstIssueMessage(description.error));
  const reportRef = doc(firebase.db, 'promotion_reports', report.reportId ?? newReportId());
  const claimRef = doc(
    firebase.db,
    'open_reports',
    openReportId({ userId, brandId: report.brandId, promotionId: report.promotionId }),
  );
  try {
    const [stored, claim] = await withDeadline(() => Promise.all([getDoc(reportRef), getDoc(claimRef)]));
    // this submission's first attempt was stored (its answer was lost)
    if (stored.exists()) return ok(reportRef.id);
    const heldBy = claim.exists() ? (claim.get('reportId') as unknown) : null;
    if (typeof heldBy === 'string' && heldBy !== reportRef.id) {
      const held = await withDeadline(() => getDoc(doc(firebase.db, 'promotion_reports', heldBy)));
      if (held.exists() && held.get('status') === 'pending') return fail(REPORT_MESSAGES.alreadyOpen);
    }
    const batch = writeBatch(firebase.db);
    batch.set(reportRef, {
      userId,
      userEmail: report.userEmail ?? '',
      promotionId: report.promotionId,
      promotionTitle: report.promotionTitle,
      brandId: report.brandId,
      brandName: report.brandName,
      description: description.data.description,
      reason: report.reason,
      userAgent: currentUserAgent(),
      timestamp: serverTimestamp(),
      status: 'pending',
      rewarded: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(claimRef, {
      userId,
      brandId: report.brandId,
      promotionId: report.promotionId,
      reportId: reportRef.id,
      createdAt: serverTimestamp(),
    });
    await createOnce(
      () => batch.commit(),
      async () => (await getDoc(reportRef)).exists(),
    );
    return ok(reportRef.id);
  } catch (error) {
    console.error('Error adding report', error);
    return fail(REPORT_MESSAGES.submitFailed);
  }
}

export function useAddReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddReportInput) => {
      const result = await addReport(input);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}
