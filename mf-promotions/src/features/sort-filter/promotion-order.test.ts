import { describe, expect, it } from 'vitest';
import { orderPromotions, parseGame, parseSort } from './promotion-order';

const NOW = Date.parse('2026-11-26T05:00:00Z');
const promo = (
  id: string,
  maxBonus: number,
  turnoverNeeded: number,
  validUntil: string | null,
  games: string[] = ['Slots'],
) => ({
  id,
  maxBonus,
  turnoverNeeded,
  validUntil,
  gameCategories: games,
});
// newest first, as the query returns them
const LIST = [
  promo('a', 500, 10, null),
  promo('expired', 9000, 1, '2026-11-20'),
  promo('b', 100, 3, '2026-12-31', ['Casino']),
  promo('c', 800, 20, '2026-11-30', []),
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('orderPromotions', () => {
  it('keeps the newest-first order with expired offers last', () => {
    expect(ids(orderPromotions(LIST, 'newest', null, NOW))).toEqual(['a', 'b', 'c', 'expired']);
  });

  it('ending soon: the nearest end first, no end date after, expired last', () => {
    expect(ids(orderPromotions(LIST, 'endingSoon', null, NOW))).toEqual(['c', 'b', 'a', 'expired']);
  });

  it('largest max bonus and lowest turnover, expired last even when it would lead', () => {
    expect(ids(orderPromotions(LIST, 'maxBonus', null, NOW))).toEqual(['c', 'a', 'b', 'expired']);
    expect(ids(orderPromotions(LIST, 'turnover', null, NOW))).toEqual(['b', 'a', 'c', 'expired']);
  });

  it('a game category keeps its promotions and those valid for every game', () => {
    expect(ids(orderPromotions(LIST, 'newest', 'Casino', NOW))).toEqual(['b', 'c']);
  });

  it('reads only known values from the address', () => {
    expect(parseSort('endingSoon')).toBe('endingSoon');
    expect(parseSort('<script>')).toBe('newest');
    expect(parseGame('Fishing')).toBe('Fishing');
    expect(parseGame('Roulette')).toBeNull();
  });
});
