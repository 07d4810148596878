import { describe, expect, it } from 'vitest';
import { maskAmounts } from '../../src/take-a-break/mask-amounts';

describe('maskAmounts (Take a break)', () => {
  it.each([
    ['Claim IDR 3.850.000 now', 'Claim IDR ••• now'],
    ['Maximum bonus IDR 1.500.000.', 'Maximum bonus IDR •••.'],
    ['Rp50rb cashback', 'Rp ••• cashback'],
    ['Deposit 500k get 1,5jt', 'Deposit ••• get •••'],
    ['bonus 100% up to Rp 2 juta', 'bonus 100% up to Rp •••'],
    ['500.000 rupiah back', '••• rupiah back'],
    ['get 10M', 'get •••'],
  ])('masks the amount in "%s"', (text, masked) => {
    expect(maskAmounts(text)).toBe(masked);
  });

  it('keeps what is not an amount: percentages, turnover, years, words', () => {
    for (const text of ['Bonus 100%', 'Turnover 25x, 10 Kali', 'Event 2026', 'Play 30 Menit']) {
      expect(maskAmounts(text)).toBe(text);
    }
  });

  it('masks what the site itself formats', () => {
    // Intl's IDR: a no-break space between the code and the amount
    expect(maskAmounts('Max IDR\u00a03.850.000')).not.toMatch(/\d/);
  });
});
