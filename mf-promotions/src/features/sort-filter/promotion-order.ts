import { GAME_CATEGORIES, isExpired, validUntilEnd } from '@bonus-atlas/shared-services';

/** /bycategory's address keeps the order and the game filter, so a shared link shows the same list. */
export const SORT_PARAM = 'sort';
export const GAME_PARAM = 'game';

export const PROMOTION_SORTS = ['newest', 'endingSoon', 'maxBonus', 'turnover'] as const;
export type PromotionSort = (typeof PROMOTION_SORTS)[number];

export function parseSort(value: string | null): PromotionSort {
  return PROMOTION_SORTS.find((sort) => sort === value) ?? 'newest';
}

/** One of the five game categories, else no filter. */
export function parseGame(value: string | null): string | null {
  return GAME_CATEGORIES.find((game) => game === value) ?? null;
}

interface Orderable {
  maxBonus: number;
  turnoverNeeded: number;
  gameCategories: string[];
  validUntil?: string | Date | null;
}

function endTime(promotion: Orderable): number {
  return validUntilEnd(promotion.validUntil)?.getTime() ?? Number.POSITIVE_INFINITY;
}

function compareBy(sort: PromotionSort, a: Orderable, b: Orderable): number {
  switch (sort) {
    case 'newest':
      return 0;
    case 'endingSoon':
      // offers without an end date come after every dated one
      return endTime(a) === endTime(b) ? 0 : endTime(a) < endTime(b) ? -1 : 1;
    case 'maxBonus':
      return b.maxBonus - a.maxBonus;
    case 'turnover':
      return a.turnoverNeeded - b.turnoverNeeded;
  }
}

/**
 * The loaded promotions in the chosen order, expired ones last whatever the order; with a game
 * category, only the promotions for it (one without categories is valid for every game). Newest keeps
 * the query's order (newest first); ties keep it too (a stable sort).
 */
export function orderPromotions<P extends Orderable>(
  promotions: readonly P[],
  sort: PromotionSort,
  game: string | null,
  now: number = Date.now(),
): P[] {
  const shown = game
    ? promotions.filter((promotion) => promotion.gameCategories.length === 0 || promotion.gameCategories.includes(game))
    : [...promotions];
  const expired = new Set(shown.filter((promotion) => isExpired(promotion, now)));
  return shown.sort((a, b) => Number(expired.has(a)) - Number(expired.has(b)) || compareBy(sort, a, b));
}
