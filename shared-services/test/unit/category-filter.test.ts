import { categoryFilterFor } from '../../src/promotions/category-filter';
import { categoryPageFilter } from '../../src/promotions/prefetch-category-page';

describe("a category chip's Firestore filter (spec §9 merges)", () => {
  it('asks for every raw name a merged chip stands for, in one list', () => {
    expect(categoryFilterFor('Rebate', [])).toEqual(['Rebate', 'Rebate (by turnover)']);
    expect(categoryFilterFor('Rebate', ['Daily rebate', 'Birthday'])).toEqual(['Daily rebate', 'Rebate', 'Rebate (by turnover)']);
  });

  it('asks for one name when nothing merges into the chip, and for nothing under All', () => {
    expect(categoryFilterFor('Welcome Bonus', ['Birthday'])).toBe('Welcome Bonus');
    expect(categoryFilterFor('All', ['Birthday'])).toBeNull();
  });

  it('never asks for more than the 30 names a Firestore `in` filter takes', () => {
    const seen = Array.from({ length: 40 }, (_, index) => `Losing streak ${String(index).padStart(2, '0')}`);
    const filter = categoryFilterFor('Losing Rescue', seen);
    expect(Array.isArray(filter) && filter.length).toBe(30);
  });

  it("gives the shell's boot the same first listing /bycategory asks for: Welcome Bonus by default, 50 a page", () => {
    expect(categoryPageFilter(null)).toEqual({ category: 'Welcome Bonus', pageSize: 50 });
    expect(categoryPageFilter('')).toEqual({ category: 'Welcome Bonus', pageSize: 50 });
    expect(categoryPageFilter('Rebate')).toEqual({ category: ['Rebate', 'Rebate (by turnover)'], pageSize: 50 });
  });
});
