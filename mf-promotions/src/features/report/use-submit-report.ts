import { useRef } from 'react';
import {
  addReport,
  isValidationMessageKey,
  newReportId,
  queryKeys,
  REPORT_MESSAGES,
  useMutation,
  useQueryClient,
  useSessionStore,
  type ReportReason,
  type ValidationMessageKey,
} from '@bonus-atlas/shared-services';
import type { PromotionView } from '@bonus-atlas/shared-services';

interface SubmitReportInput {
  reportId: string;
  promotion: PromotionView;
  description: string;
  reason: ReportReason;
}

export type ReportOutcome =
  | 'submitted'
  | 'loginRequired'
  | 'alreadyOpen'
  | 'alreadyReported'
  | 'ownBrand'
  | 'promotionGone'
  | 'failed'
  // a refusal worded as a validation message (a suspended member's reason), shown in the page's language
  | ValidationMessageKey;

/** The refusals with a text of their own (shared-services' English sentence → this form's outcome). */
const REFUSALS = new Map<string, ReportOutcome>([
  [REPORT_MESSAGES.loginRequired, 'loginRequired'],
  [REPORT_MESSAGES.alreadyOpen, 'alreadyOpen'],
  [REPORT_MESSAGES.alreadyReported, 'alreadyReported'],
  [REPORT_MESSAGES.ownBrand, 'ownBrand'],
  [REPORT_MESSAGES.promotionGone, 'promotionGone'],
]);

class ReportRefused extends Error {}

/**
 * Files a "wrong info" report through shared-services as the signed-in user (created pending,
 * rewarded false, with userAgent and timestamp there). `submit` never throws; it tells the form
 * what happened so it can show the spec's message.
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => (state.status === 'signed-in' ? state.user : null));
  const mutation = useMutation({
    mutationFn: async ({ reportId, promotion, description, reason }: SubmitReportInput) => {
      const result = await addReport({
        reportId,
        userId: user?.uid ?? null,
        userEmail: user?.email ?? null,
        // the promotion by its path: its title and brand name are read from it where it is stored
        brandId: promotion.brandId,
        promotionId: promotion.id,
        description,
        reason,
      });
      if (!result.success) throw new ReportRefused(result.error);
      return result.data;
    },
    // the admin's report list lives in the same query cache
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });

  // One report id per submission, kept across its retries: when an attempt's answer is lost after the
  // report was stored, the retry finds it (success) instead of filing a second report.
  const submissionId = useRef<string | null>(null);

  return {
    isPending: mutation.isPending,
    submit: async (promotion: PromotionView, description: string, reason: ReportReason): Promise<ReportOutcome> => {
      submissionId.current ??= newReportId();
      try {
        await mutation.mutateAsync({ reportId: submissionId.current, promotion, description, reason });
        submissionId.current = null;
        return 'submitted';
      } catch (error) {
        if (!(error instanceof ReportRefused)) return 'failed';
        if (isValidationMessageKey(error.message)) return error.message;
        return REFUSALS.get(error.message) ?? 'failed';
      }
    },
  };
}
