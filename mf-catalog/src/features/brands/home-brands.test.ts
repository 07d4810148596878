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

  it('finds a word in every brand that holds it, however often, the last brand too, and never across two brands', () => {
    const repeated = [
      makeBrand({ id: 'x', name: 'Naga Naga', description: 'naga slots' }),
      makeBrand({ id: 'y', name: 'Bali', description: 'Sportsbook' }),
      makeBrand({ id: 'z', name: 'Toba', description: 'Naga' }),
    ];
    expect(searchBrands(repeated, 'naga').map((brand) => brand.id)).toEqual(['x', 'z']);
    // the end of one brand's text and the start of the next's are not one word
    expect(searchBrands(repeated, 'slotsbali')).toEqual([]);
    expect(searchBrands(repeated, 'bali sportsbook').map((brand) => brand.id)).toEqual(['y']);
  });

  it('returns everything for an empty term and nothing for a miss', () => {
    expect(searchBrands(brands, '   ')).toHaveLength(4);
    expect(searchBrands(brands, 'poker')).toEqual([]);
  });
});

it('selectHomeBrands filters, searches and sorts', () => {
  const result = selectHomeBrands(brands, { filter: 'top', term: 'lucky', sort: 'name' }, NOW);
  expect(result.map((brand) => brand.id)).toEqual(['lucky', 'merapi']);
});

it('selectHomeBrands orders by rating a list given in any order, and keeps a list in that order as it is', () => {
  const query = { filter: 'all', term: 'lucky', sort: 'rating' } as const;
  expect(selectHomeBrands(brands, query, NOW).map((brand) => brand.id)).toEqual(['merapi', 'lucky', 'garuda']);
  const ordered = [brands[2], brands[0], brands[1], brands[3]] as typeof brands;
  expect(selectHomeBrands(ordered, query, NOW).map((brand) => brand.id)).toEqual(['merapi', 'lucky', 'garuda']);
  expect(selectHomeBrands(ordered, { ...query, term: '' }, NOW)).not.toBe(ordered);
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
