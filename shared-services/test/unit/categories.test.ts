import {
  categoryLabel,
  normalizeCategory,
  orderBrandPageCategories,
  orderCategories,
} from '../../src/model/categories';

describe('promotion categories (spec §3, §9)', () => {
  it('merges losing/rescue into Losing Rescue and anything with rebate into Rebate', () => {
    expect(normalizeCategory('Losing Bonus')).toBe('Losing Rescue');
    expect(normalizeCategory('rescue 10%')).toBe('Losing Rescue');
    expect(normalizeCategory('Rebate (by turnover)')).toBe('Rebate');
    expect(normalizeCategory('Daily rebate')).toBe('Rebate');
    expect(normalizeCategory(' Birthday ')).toBe('Birthday');
    expect(normalizeCategory('')).toBe('Others');
  });

  it('orders listing chips: All, Welcome Bonus, alphabetical, Referral, Others', () => {
    expect(
      orderCategories(['Others', 'Tournaments', 'Referral', 'Birthday', 'Welcome Bonus', 'Losing Bonus', 'Rebate (by turnover)', 'Birthday']),
    ).toEqual(['All', 'Welcome Bonus', 'Birthday', 'Losing Rescue', 'Rebate', 'Tournaments', 'Referral', 'Others']);
  });

  it('orders the brand page: Welcome Bonus, Rebate, Reload, others, Referral, Others', () => {
    expect(
      orderBrandPageCategories(['Others', 'Referral', 'Birthday', 'Reload (daily/weekly)', 'Rebate (by turnover)', 'Welcome Bonus']),
    ).toEqual(['Welcome Bonus', 'Rebate (by turnover)', 'Reload (daily/weekly)', 'Birthday', 'Referral', 'Others']);
  });

  it('marks custom categories with *', () => {
    expect(categoryLabel('Welcome Bonus')).toBe('Welcome Bonus');
    expect(categoryLabel('Cashback Friday')).toBe('Cashback Friday*');
  });

  it('never marks the merged names or a standard name in other capitals as custom', () => {
    expect(categoryLabel('Rebate')).toBe('Rebate');
    expect(categoryLabel('Losing Rescue')).toBe('Losing Rescue');
    expect(categoryLabel('welcome bonus')).toBe('welcome bonus');
  });

  it('merges chips that differ only in capitals', () => {
    expect(orderCategories(['welcome bonus', 'Welcome Bonus', 'OTHERS', 'birthday'])).toEqual(['All', 'Welcome Bonus', 'Birthday', 'Others']);
    expect(orderCategories(['Cashback', 'cashback', 'CASHBACK'])).toEqual(['All', 'Cashback']);
  });
});
