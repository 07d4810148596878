import { describe, expect, it } from 'vitest';
import { INITIAL_BRAND_COUNT, pageBrands, selectHomeBrands } from './home-brands';
import { searchBrands } from './search-brands';
import { makeBrand, NOW } from '../../test/brand-fixtures';

const brands = [
  makeBrand({ id: 'lucky', name: 'Lucky Naga', description: 'Slots and fishing games', rating: 4.8 }),
  makeBrand({ id: 'garuda', name: 'Garuda Play', description: 'Sportsbook', welcomeBonus: 'Lucky spin 50%', rating: 4.2 }),
  makeBrand({ id: 'merapi', name: 'Merapi', description: 'Live casino with lucky draws', rating: 4.9 }),
  makeBrand({ id: 'toba', name: 'Toba', description: 'Lottery', rating: 3 }),
];

describe('searchBrands', () => {
  it('matches name, description and welcome bonus, ignoring case', () => {
    expect(searchBrands(brands, '  LUCKY ').map((brand) => brand.id)).toEqual(['lucky', 'garuda', 'merapi']);
  });

  it('requires every word of the term', () => {
    expect(searchBrands(brands, 'lucky casino').map((brand) => brand.id)).toEqual(['merapi']);
  });

  it('returns everything for an empty term and nothing for a miss', () => {
    expect(searchBrands(brands, '   ')).toHaveLength(4);
    expect(searchBrands(brands, 'poker')).toEqual([]);
  });
});

it('selectHomeBrands filters, then searches, then sorts', () => {
  const result = selectHomeBrands(brands, { filter: 'top', term: 'lucky', sort: 'name' }, NOW);
  expect(result.map((brand) => brand.id)).toEqual(['lucky', 'merapi']);
});

describe('pageBrands', () => {
  const many = Array.from({ length: 40 }, (_, index) => index);

  it('shows 24 first and counts the rest', () => {
    const { visible, remaining } = pageBrands(many, false);
    expect(visible).toHaveLength(INITIAL_BRAND_COUNT);
    expect(remaining).toBe(16);
  });

  it('reveals all after Load More', () => {
    expect(pageBrands(many, true)).toEqual({ visible: many, remaining: 0 });
  });

  it('has nothing remaining for short lists', () => {
    expect(pageBrands([1, 2], false)).toEqual({ visible: [1, 2], remaining: 0 });
  });
});
