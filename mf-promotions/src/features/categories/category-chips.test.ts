import { describe, expect, it } from 'vitest';
import { buildCategoryChips } from './category-chips';

const values = (seen: string[]) => buildCategoryChips(seen).map((chip) => chip.value);

describe('buildCategoryChips', () => {
  it('orders the standard chips All, Welcome Bonus, the rest A–Z, then Referral and Others', () => {
    const chips = values([]);
    expect(chips[0]).toBe('All');
    expect(chips[1]).toBe('Welcome Bonus');
    expect(chips.slice(-2)).toEqual(['Referral', 'Others']);
    const middle = chips.slice(2, -2);
    expect(middle).toEqual([...middle].sort((a, b) => a.localeCompare(b)));
    expect(middle).toEqual(expect.arrayContaining(['Birthday', 'Losing Rescue', 'Rebate', 'Tournaments', 'Winning Bonus']));
  });

  it('merges losing/rescue into Losing Rescue and anything with rebate into Rebate', () => {
    const chips = values(['Losing Streak', 'Rescue Fund', 'Rebate Mingguan', 'rebate slot']);
    expect(chips.filter((chip) => chip === 'Losing Rescue')).toHaveLength(1);
    expect(chips.filter((chip) => chip === 'Rebate')).toHaveLength(1);
    expect(chips).not.toContain('Rebate Mingguan');
    expect(chips).not.toContain('Rescue Fund');
  });

  it('adds custom categories alphabetically among the others and marks them custom', () => {
    const chips = buildCategoryChips(['VIP Cashback', 'Anniversary']);
    const custom = chips.filter((chip) => chip.custom).map((chip) => chip.value);
    expect(custom).toEqual(['Anniversary', 'VIP Cashback']);
    const order = chips.map((chip) => chip.value);
    expect(order.indexOf('Anniversary')).toBeLessThan(order.indexOf('Birthday'));
    expect(order.indexOf('VIP Cashback')).toBeGreaterThan(order.indexOf('Tournaments'));
    expect(order.indexOf('VIP Cashback')).toBeLessThan(order.indexOf('Referral'));
  });

  it('never marks standard or merged categories as custom', () => {
    const standard = buildCategoryChips(['Rebate Harian']).filter((chip) => !chip.custom).map((chip) => chip.value);
    expect(standard).toEqual(expect.arrayContaining(['All', 'Welcome Bonus', 'Rebate', 'Losing Rescue', 'Referral', 'Others']));
  });

  it('lists each category once however often it is seen', () => {
    const chips = values(['Welcome Bonus', 'welcome bonus ', 'Birthday', 'Birthday']);
    expect(new Set(chips).size).toBe(chips.length);
  });
});
