import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { fail, ok, type ServiceResult } from '../model/result';
import { reportReasonSchema } from '../model/report';
import { queryKeys } from '../query-keys';
import { reportFormSchema } from '../validation/comment';
import { REPORT_MESSAGES } from './report-messages';

export const addReportInput = z.object({
  userId: z.nullish(z.string()),
  userEmail: z.nullish(z.string()),
  promotionId: z.string().check(z.minLength(1)),
  promotionTitle: z._default(z.string(), ''),
  brandId: z.string().check(z.minLength(1)),
  brandName: z._default(z.string(), ''),
  description: z.string(),
  /** issue 12: why the promotion is wrong (a code the rules check) */
  reason: z._default(reportReasonSchema, 'other'),
});

export type AddReportInput = z.input<typeof addReportInput>;

function currentUserAgent(): string {
  return typeof navigator !== 'undefined' && navigator.userAgent ? navigator.userAgent.slice(0, 1000) : 'unknown';
}

/** spec §7: a pending, unrewarded report with userAgent and timestamp; answers {success, data: id} or the error text. */
export async function addReport(
  input: AddReportInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<string>> {
  const parsedInput = addReportInput.safeParse(input);
  if (!parsedInput.success) return fail(REPORT_MESSAGES.submitFailed);
  const report = parsedInput.data;
  if (!report.userId) return fail(REPORT_MESSAGES.loginRequired);
  const description = reportFormSchema.safeParse({ description: report.description });
  if (!description.success) return fail(description.error.issues[0]?.message ?? REPORT_MESSAGES.descriptionRequired);
  try {
    const ref = await withDeadline(() =>
      addDoc(collection(firebase.db, 'promotion_reports'), {
        userId: report.userId,
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
      }),
    );
    return ok(ref.id);
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
