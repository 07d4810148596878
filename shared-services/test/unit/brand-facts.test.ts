import { brandFlags, compareBrandNames, sortBrands } from '../../src/model/brand';

const now = Date.parse('2026-11-26T00:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('brand facts computed once (the brand list and the catalog filters alike)', () => {
  it('derives the flags from a creation time in any stored form', () => {
    const base = { rating: 4.7, welcomeBonus: 'No Deposit 50k' };
    expect(brandFlags({ ...base, createdAt: new Date(now - 7 * day) }, now)).toEqual({
      isNew: true,
      isTopRated: true,
      hasBestBonus: true,
    });
    expect(brandFlags({ ...base, createdAt: new Date(now - 8 * day).toISOString() }, now).isNew).toBe(false);
    expect(brandFlags({ ...base, createdAt: { seconds: (now - day) / 1000, nanoseconds: 0 } }, now).isNew).toBe(true);
    expect(brandFlags({ rating: 4.69, welcomeBonus: '100%', createdAt: undefined }, now)).toEqual({
      isNew: false,
      isTopRated: false,
      hasBestBonus: false,
    });
  });

  it('orders names as an Indonesian reader does, letter case and accents aside', () => {
    expect(compareBrandNames({ name: 'éclat' }, { name: 'Eclat' })).toBe(0);
    const brands = [
      { name: 'beta', rating: 4, createdAt: null },
      { name: 'Alpha', rating: 4, createdAt: null },
      { name: 'Newer', rating: 4, createdAt: new Date(now) },
      { name: 'Top', rating: 5, createdAt: null },
    ];
    expect(sortBrands(brands).map((brand) => brand.name)).toEqual(['Top', 'Newer', 'Alpha', 'beta']);
  });
});
