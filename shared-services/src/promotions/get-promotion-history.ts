import {
  useQuery,
  firestoreSdk,
  PROMOTION_CACHE_MS,
  getFirebase,
  type FirebaseHandles,
} from '@bonus-atlas/shared-services/kernel';
import type * as z from '../shared/zod';
import { toPromotionHistoryEntry, type PromotionHistoryEntry } from '../model/promotion-history';
import { queryKeys } from '../query-keys';
import type { getPromotionHistoryInput } from '../shared/service-inputs';
import { loadRecords } from '../model/load-records';

/** The modal shows the last few changes of the terms. */
export const PROMOTION_HISTORY_SHOWN = 5;

/** The newest entries of a promotion's public change log, newest first. */
export async function getPromotionHistory(
  input: z.input<typeof getPromotionHistoryInput>,
  firebase: FirebaseHandles = getFirebase(),
): Promise<PromotionHistoryEntry[]> {
  const [{ collection, getDocs, limit, orderBy, query }, { getPromotionHistoryInput }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  const { brandId, promotionId, count } = getPromotionHistoryInput.parse(input);
  const snapshot = await getDocs(
    query(
      collection(firebase.db, 'brands', brandId, 'promotions', promotionId, 'history'),
      orderBy('createdAt', 'desc'),
      limit(count ?? PROMOTION_HISTORY_SHOWN),
    ),
  );
  return snapshot.docs
    .map((document) => toPromotionHistoryEntry(document.id, document.data()))
    .filter((entry) => entry.changes.length > 0);
}

export function usePromotionHistory(promotion: { brandId: string; id: string } | null) {
  return useQuery({
    queryKey: queryKeys.promotions.history(promotion?.brandId ?? '', promotion?.id ?? ''),
    queryFn: () => getPromotionHistory({ brandId: promotion?.brandId ?? '', promotionId: promotion?.id ?? '' }),
    enabled: Boolean(promotion?.brandId && promotion.id),
    staleTime: PROMOTION_CACHE_MS,
  });
}
