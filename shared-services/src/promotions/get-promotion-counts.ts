import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getCount } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { queryKeys } from '../query-keys';

export const getPromotionCountsInput = z.object({ brandIds: z.array(z.string().check(z.minLength(1))) });

/** Promo count per brand (My Brands table): a count aggregation each; a failing count shows 0 (spec §8). */
export async function getPromotionCounts(
  brandIds: readonly string[],
  firebase: FirebaseHandles = getFirebase(),
): Promise<Record<string, number>> {
  const input = getPromotionCountsInput.parse({ brandIds: [...new Set(brandIds)] });
  const entries = await Promise.all(
    input.brandIds.map(async (brandId): Promise<[string, number]> => {
      try {
        const snapshot = await getCount(collection(firebase.db, 'brands', brandId, 'promotions'));
        return [brandId, snapshot.data().count];
      } catch (error) {
        console.error('Failed to count promotions', brandId, error);
        return [brandId, 0];
      }
    }),
  );
  return Object.fromEntries(entries);
}

export function usePromotionCounts(brandIds: readonly string[]) {
  const queryKey = queryKeys.promotions.counts(brandIds);
  const [, , sorted] = queryKey;
  return useQuery({
    queryKey,
    queryFn: () => getPromotionCounts(sorted),
    enabled: sorted.length > 0,
  });
}
