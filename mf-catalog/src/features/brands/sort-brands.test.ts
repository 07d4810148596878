import { describe, expect, it } from 'vitest';
import { bonusPercent, sortBrands } from './sort-brands';
import { daysAgo, makeBrand } from '../../test/brand-fixtures';

const ids = (list: { id: string }[]) => list.map((brand) => brand.id);

const brands = [
  makeBrand({ id: 'b', name: 'Bintang', rating: 4.5, createdAt: daysAgo(10), welcomeBonus: '150% bonus' }),
  makeBrand({ id: 'a', name: 'angkasa', rating: 4.5, createdAt: daysAgo(3), welcomeBonus: '200% up to IDR 2.000.000' }),
  makeBrand({ id: 'c', name: 'Cahaya', rating: 4.9, createdAt: daysAgo(40), welcomeBonus: 'Free spins' }),
  makeBrand({ id: 'd', name: 'Dewi', rating: 3.1, createdAt: daysAgo(1), welcomeBonus: 'No Deposit IDR 25.000' }),
];

describe('sortBrands', () => {
  it('rating: highest first, ties broken by newest', () => {
    expect(ids(sortBrands(brands, 'rating'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('rating ties with the same date fall back to name', () => {
    const twins = [
      makeBrand({ id: 'z', name: 'Zamrud', rating: 4, createdAt: daysAgo(5) }),
      makeBrand({ id: 'm', name: 'Mutiara', rating: 4, createdAt: daysAgo(5) }),
    ];
    expect(ids(sortBrands(twins, 'rating'))).toEqual(['m', 'z']);
  });

  it('newest: most recently created first', () => {
    expect(ids(sortBrands(brands, 'newest'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('name: alphabetical ignoring case', () => {
    expect(ids(sortBrands(brands, 'name'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('bonus: No Deposit first, then the biggest percentage', () => {
    expect(ids(sortBrands(brands, 'bonus'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('does not reorder the input array', () => {
    const input = [...brands];
    sortBrands(input, 'name');
    expect(ids(input)).toEqual(['b', 'a', 'c', 'd']);
  });
});

it('reads the percentage from a welcome bonus text', () => {
  expect(bonusPercent('200% up to IDR 2.000.000')).toBe(200);
  expect(bonusPercent('Cashback 12,5%')).toBe(12.5);
  expect(bonusPercent('Free spins')).toBe(0);
});
