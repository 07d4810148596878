import { useQuery } from '@tanstack/react-query';
import { firestoreSdk } from '../firebase/firestore-sdk';
import * as z from '../shared/zod';
import { PROMOTION_CACHE_MS } from '../cache/query-client';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { toPromotion, type Promotion } from '../model/promotion';
import { timeOf } from '../model/timestamp';
import { queryKeys } from '../query-keys';
import { withDeadline } from '../resilience/deadline';

export const getBrandPromotionsInput = z.object({ brandId: z.string().check(z.minLength(1)) });

/** spec §7: all promotions of one brand (brand page, brand editor), oldest first as entered. */
export async function getBrandPromotions(
  brandId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<Promotion[]> {
  const { collection, getDocs } = await firestoreSdk();
  const input = getBrandPromotionsInput.parse({ brandId });
  const snapshot = await withDeadline(() => getDocs(collection(firebase.db, 'brands', input.brandId, 'promotions')));
  return snapshot.docs
    .map((document) => toPromotion(document.id, document.data(), input.brandId))
    .sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
}

export function useBrandPromotions(brandId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.promotions.ofBrand(brandId ?? ''),
    queryFn: () => getBrandPromotions(brandId ?? ''),
    enabled: Boolean(brandId),
    staleTime: PROMOTION_CACHE_MS,
  });
}
