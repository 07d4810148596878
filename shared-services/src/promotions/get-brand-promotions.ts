import { brandDefinition } from '../model/brand-definition';
import { promotionDefinition } from '../model/promotion-definition';
import {
  useQuery,
  firestoreSdk,
  PROMOTION_CACHE_MS,
  SHARED_LIST_MS,
  sharedRead,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { loadRecords } from '../model/load-records';
import { type Promotion } from '../model/promotion-facts';
import { timeOf } from '../model/to-date';
import { queryKeys } from '../query-keys';

/** spec §7: all promotions of one brand (brand page, brand editor), oldest first as entered. */
export async function getBrandPromotions(
  brandId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<Promotion[]> {
  const [{ collection, getDocs }, { getBrandPromotionsInput, toPromotion }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  const input = getBrandPromotionsInput.parse({ brandId });
  // the render server's pages of one brand share one read for a moment (server-reads.ts)
  return sharedRead(
    `brands/${input.brandId}/promotions@${promotionDefinition.version}.${brandDefinition.version}`,
    SHARED_LIST_MS,
    async () => {
      const snapshot = await withDeadline(() =>
        getDocs(collection(firebase.db, 'brands', input.brandId, 'promotions')),
      );
      return snapshot.docs
        .map((document) => toPromotion(document.id, document.data(), input.brandId))
        .sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
    },
  );
}

export function useBrandPromotions(brandId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.promotions.ofBrand(brandId ?? ''),
    queryFn: () => getBrandPromotions(brandId ?? ''),
    enabled: Boolean(brandId),
    staleTime: PROMOTION_CACHE_MS,
  });
}
