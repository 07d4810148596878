import { describe, expect, it } from 'vitest';
import {
  nextWelcomeSort,
  sortWelcomeBonusRows,
  toWelcomeBonusRows,
  turnoverToClear,
  type WelcomeBonusPromotion,
} from './welcome-bonus-rows';

function promotion(overrides: Partial<WelcomeBonusPromotion> & { id: string }): WelcomeBonusPromotion {
  return { brandId: 'b', brandName: 'Brand', title: 'Welcome', maxBonus: 0, turnoverNeeded: 0, gameCategories: [], ...overrides };
}

const alpha = promotion({ id: 'a', brandName: 'Alpha', title: 'Slots 100%', maxBonus: 1_000_000, turnoverNeeded: 20, gameCategories: ['Slots'] });
const beta = promotion({ id: 'b', brandName: 'beta', title: 'Sports 50%', maxBonus: 5_000_000, turnoverNeeded: 3, gameCategories: ['Sports'] });
const gamma = promotion({ id: 'c', brandName: 'Gamma', title: 'All in', maxBonus: 0, turnoverNeeded: 8 });
const empty = promotion({ id: 'd', brandName: 'Delta', title: 'Nothing to compare' });

const ids = (rows: { promotion: WelcomeBonusPromotion }[]) => rows.map((row) => row.promotion.id);

describe('toWelcomeBonusRows', () => {
  it('keeps only promotions with a max bonus or a turnover above 0', () => {
    expect(ids(toWelcomeBonusRows([alpha, beta, gamma, empty]))).toEqual(['a', 'b', 'c']);
  });

  it('drops negative or non-numeric values instead of showing them', () => {
    const broken = promotion({ id: 'x', maxBonus: -5, turnoverNeeded: Number.NaN });
    expect(toWelcomeBonusRows([broken])).toEqual([]);
  });

  it('computes the turnover to clear as max bonus × turnover', () => {
    const rows = toWelcomeBonusRows([alpha, beta, gamma]);
    expect(rows.map((row) => row.turnoverToClear)).toEqual([20_000_000, 15_000_000, 0]);
  });
});

describe('turnoverToClear', () => {
  it('rounds to whole rupiah for fractional multipliers', () => {
    expect(turnoverToClear(150_000.5, 2.5)).toBe(375_001);
  });
});

describe('sortWelcomeBonusRows', () => {
  const rows = toWelcomeBonusRows([alpha, beta, gamma]);

  it('sorts by max bonus in both directions', () => {
    expect(ids(sortWelcomeBonusRows(rows, { key: 'maxBonus', direction: 'desc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortWelcomeBonusRows(rows, { key: 'maxBonus', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
  });

  it('sorts by turnover to clear, which differs from sorting by max bonus', () => {
    expect(ids(sortWelcomeBonusRows(rows, { key: 'turnoverToClear', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by turnover multiplier', () => {
    expect(ids(sortWelcomeBonusRows(rows, { key: 'turnover', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
  });

  it('sorts brand names case-insensitively', () => {
    expect(ids(sortWelcomeBonusRows(rows, { key: 'brand', direction: 'asc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortWelcomeBonusRows(rows, { key: 'brand', direction: 'desc' }))).toEqual(['c', 'b', 'a']);
  });

  it('sorts by title and by game category with All Games (none) first', () => {
    expect(ids(sortWelcomeBonusRows(rows, { key: 'title', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortWelcomeBonusRows(rows, { key: 'gameCategory', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
  });

  it('breaks ties by brand name and leaves the input untouched', () => {
    const twin = { ...rows[0]!, promotion: { ...alpha, id: 'a2', brandName: 'Aardvark' } };
    const input = [rows[0]!, twin];
    expect(ids(sortWelcomeBonusRows(input, { key: 'maxBonus', direction: 'desc' }))).toEqual(['a2', 'a']);
    expect(ids(input)).toEqual(['a', 'a2']);
  });
});

describe('nextWelcomeSort', () => {
  it('flips the direction when the same column is clicked again', () => {
    expect(nextWelcomeSort({ key: 'brand', direction: 'asc' }, 'brand')).toEqual({ key: 'brand', direction: 'desc' });
  });

  it('starts numbers descending and text ascending', () => {
    expect(nextWelcomeSort({ key: 'brand', direction: 'asc' }, 'turnoverToClear')).toEqual({ key: 'turnoverToClear', direction: 'desc' });
    expect(nextWelcomeSort({ key: 'maxBonus', direction: 'desc' }, 'title')).toEqual({ key: 'title', direction: 'asc' });
  });
});
