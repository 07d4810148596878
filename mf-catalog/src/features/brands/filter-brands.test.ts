import { describe, expect, it } from 'vitest';
import { countBrandsByFilter, filterBrands, isBrandFilter } from './filter-brands';
import { daysAgo, makeBrand, NOW } from '../../test/brand-fixtures';

const brands = [
  makeBrand({ id: 'fresh', createdAt: daysAgo(2), rating: 3.2 }),
  makeBrand({ id: 'week-old', createdAt: daysAgo(8), rating: 4.7, verified: true }),
  makeBrand({ id: 'crypto', acceptsCrypto: true, rating: 4.69, welcomeBonus: 'No Deposit IDR 50.000' }),
  makeBrand({ id: 'flagged', isNew: true, isTopRated: false, hasBestBonus: false, rating: 5, welcomeBonus: 'no deposit' }),
];

const ids = (list: { id: string }[]) => list.map((brand) => brand.id);

describe('filterBrands', () => {
  it('keeps every brand for all', () => {
    expect(ids(filterBrands(brands, 'all', NOW))).toEqual(['fresh', 'week-old', 'crypto', 'flagged']);
  });

  it('new means created within 7 days, trusting a derived isNew when present', () => {
    expect(ids(filterBrands(brands, 'new', NOW))).toEqual(['fresh', 'flagged']);
  });

  it('top rated starts at 4.7', () => {
    expect(ids(filterBrands(brands, 'top', NOW))).toEqual(['week-old']);
  });

  it('bonus keeps No Deposit welcome bonuses', () => {
    expect(ids(filterBrands(brands, 'bonus', NOW))).toEqual(['crypto']);
  });

  it('crypto and verified follow their flags', () => {
    expect(ids(filterBrands(brands, 'crypto', NOW))).toEqual(['crypto']);
    expect(ids(filterBrands(brands, 'verified', NOW))).toEqual(['week-old']);
  });
});

describe('countBrandsByFilter', () => {
  it('counts each chip', () => {
    expect(countBrandsByFilter(brands, NOW)).toEqual({ all: 4, new: 2, top: 1, bonus: 1, crypto: 1, verified: 1 });
  });

  it('counts zero for an empty list', () => {
    expect(countBrandsByFilter([], NOW)).toEqual({ all: 0, new: 0, top: 0, bonus: 0, crypto: 0, verified: 0 });
  });
});

it('recognises filter names from the URL', () => {
  expect(isBrandFilter('crypto')).toBe(true);
  expect(isBrandFilter('popular')).toBe(false);
  expect(isBrandFilter(null)).toBe(false);
});
