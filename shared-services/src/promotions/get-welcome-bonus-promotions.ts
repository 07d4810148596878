import {
  queryOptions,
  useQuery,
  PROMOTION_CACHE_MS,
  getFirebase,
  type FirebaseHandles,
} from '@bonus-atlas/shared-services/kernel';
import { WELCOME_BONUS } from '../model/categories';
import { isComparableWelcomeBonus, type Promotion } from '../model/promotion-facts';
import { queryKeys } from '../query-keys';
import { listPromotions, PROMOTIONS_MAX } from './list-promotions';

/** Welcome bonus table (spec §2): Welcome Bonus promotions with maxBonus or turnover above 0, up to 1000. */
export async function getWelcomeBonusPromotions(firebase: FirebaseHandles = getFirebase()): Promise<Promotion[]> {
  const page = await listPromotions({ category: WELCOME_BONUS, pageSize: PROMOTIONS_MAX }, firebase);
  return page.promotions.filter(isComparableWelcomeBonus);
}

/** The welcome bonus table's query, shared by the page and the shell's boot (prefetchWelcomeBonusTable). */
export function welcomeBonusOptions() {
  return queryOptions({
    queryKey: queryKeys.promotions.listing({ category: WELCOME_BONUS, brandId: null, pageSize: PROMOTIONS_MAX }),
    queryFn: () => getWelcomeBonusPromotions(),
    staleTime: PROMOTION_CACHE_MS,
  });
}

export function useWelcomeBonusPromotions() {
  return useQuery(welcomeBonusOptions());
}
