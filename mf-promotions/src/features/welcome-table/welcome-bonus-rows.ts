import { isExpired } from '@bonus-atlas/shared-services';

/** The fields of a promotion the welcome-bonus table needs (shared-services' Promotion has them all). */
export interface WelcomeBonusPromotion {
  id: string;
  brandId: string;
  brandName: string;
  title: string;
  maxBonus: number;
  turnoverNeeded: number;
  gameCategories: string[];
  validUntil?: string | Date | null;
}

export interface WelcomeBonusRow<P extends WelcomeBonusPromotion = WelcomeBonusPromotion> {
  promotion: P;
  /** Beyond the spec: what a player must wager to clear the whole bonus (max bonus × turnover, IDR). */
  turnoverToClear: number;
}

export type WelcomeSortKey = 'brand' | 'title' | 'maxBonus' | 'turnover' | 'turnoverToClear' | 'gameCategory';
export type SortDirection = 'asc' | 'desc';
export interface WelcomeSort {
  key: WelcomeSortKey;
  direction: SortDirection;
}

/** Biggest bonuses first: what a visitor comparing welcome bonuses looks for. */
export const DEFAULT_WELCOME_SORT: WelcomeSort = { key: 'maxBonus', direction: 'desc' };

function safeNumber(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Turnover to clear = max bonus × turnover multiplier, in whole rupiah. */
export function turnoverToClear(maxBonus: number, turnover: number): number {
  return Math.round(safeNumber(maxBonus) * safeNumber(turnover));
}

/** spec §2: only promotions whose maxBonus or turnover is above 0. */
export function toWelcomeBonusRows<P extends WelcomeBonusPromotion>(promotions: readonly P[]): WelcomeBonusRow<P>[] {
  return promotions
    .filter((promotion) => safeNumber(promotion.maxBonus) > 0 || safeNumber(promotion.turnoverNeeded) > 0)
    .map((promotion) => ({
      promotion,
      turnoverToClear: turnoverToClear(promotion.maxBonus, promotion.turnoverNeeded),
    }));
}

const collator = new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true });

function compareBy(key: WelcomeSortKey, a: WelcomeBonusRow, b: WelcomeBonusRow): number {
  switch (key) {
    case 'brand':
      return collator.compare(a.promotion.brandName, b.promotion.brandName);
    case 'title':
      return collator.compare(a.promotion.title, b.promotion.title);
    case 'maxBonus':
      return safeNumber(a.promotion.maxBonus) - safeNumber(b.promotion.maxBonus);
    case 'turnover':
      return safeNumber(a.promotion.turnoverNeeded) - safeNumber(b.promotion.turnoverNeeded);
    case 'turnoverToClear':
      return a.turnoverToClear - b.turnoverToClear;
    case 'gameCategory':
      // no categories means All Games, which sorts first
      return collator.compare(a.promotion.gameCategories.join(', '), b.promotion.gameCategories.join(', '));
  }
}

/**
 * Sorts a copy of the rows; expired offers go last whatever the column (still listed, greyed); ties
 * fall back to brand then title so the order never jumps between renders.
 */
export function sortWelcomeBonusRows<R extends WelcomeBonusRow>(
  rows: readonly R[],
  sort: WelcomeSort,
  now: number = Date.now(),
): R[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const expired = new Set(rows.filter((row) => isExpired(row.promotion, now)));
  return [...rows].sort(
    (a, b) =>
      Number(expired.has(a)) - Number(expired.has(b)) ||
      sign * compareBy(sort.key, a, b) ||
      compareBy('brand', a, b) ||
      compareBy('title', a, b),
  );
}

/** Clicking the sorted column flips it; a new column starts descending for numbers, ascending for text. */
export function nextWelcomeSort(current: WelcomeSort, key: WelcomeSortKey): WelcomeSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  const numeric = key === 'maxBonus' || key === 'turnover' || key === 'turnoverToClear';
  return { key, direction: numeric ? 'desc' : 'asc' };
}
