import { useMutation } from '@tanstack/react-query';
import { addReport } from '@bonus-atlas/shared-services';
import type { PromotionView } from '../../data/promotion';

interface SubmitReportInput {
  promotion: PromotionView;
  description: string;
}

/**
 * Files a "wrong info" report through shared-services (pending, rewarded false, userAgent and
 * timestamp added there). `submit` resolves true on success and false on any failure.
 */
export function useSubmitReport() {
  const mutation = useMutation({
    mutationFn: async ({ promotion, description }: SubmitReportInput) => {
      const result = await addReport({
        promotionId: promotion.id,
        promotionTitle: promotion.title,
        brandId: promotion.brandId,
        brandName: promotion.brandName,
        description,
      });
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
  });

  return {
    isPending: mutation.isPending,
    submit: async (promotion: PromotionView, description: string): Promise<boolean> => {
      try {
        await mutation.mutateAsync({ promotion, description });
        return true;
      } catch {
        return false;
      }
    },
  };
}
