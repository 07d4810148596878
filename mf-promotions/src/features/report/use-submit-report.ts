import {
  addReport,
  queryKeys,
  REPORT_MESSAGES,
  useMutation,
  useQueryClient,
  useSessionStore,
  type ReportReason,
} from '@bonus-atlas/shared-services';
import type { PromotionView } from '../../data/promotion';

interface SubmitReportInput {
  promotion: PromotionView;
  description: string;
  reason: ReportReason;
}

export type ReportOutcome = 'submitted' | 'loginRequired' | 'failed';

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
    mutationFn: async ({ promotion, description, reason }: SubmitReportInput) => {
      const result = await addReport({
        userId: user?.uid ?? null,
        userEmail: user?.email ?? null,
        promotionId: promotion.id,
        promotionTitle: promotion.title,
        brandId: promotion.brandId,
        brandName: promotion.brandName,
        description,
        reason,
      });
      if (!result.success) throw new ReportRefused(result.error);
      return result.data;
    },
    // the admin's report list lives in the same query cache
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });

  return {
    isPending: mutation.isPending,
    submit: async (promotion: PromotionView, description: string, reason: ReportReason): Promise<ReportOutcome> => {
      try {
        await mutation.mutateAsync({ promotion, description, reason });
        return 'submitted';
      } catch (error) {
        return error instanceof ReportRefused && error.message === REPORT_MESSAGES.loginRequired
          ? 'loginRequired'
          : 'failed';
      }
    },
  };
}
