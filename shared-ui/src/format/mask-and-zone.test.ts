import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { formatDateTime, formatRelativeTime } from './date';
import { formatIDR, maskAmounts } from './number';

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
    expect(maskAmounts(`Max ${formatIDR(3_850_000)}`)).not.toMatch(/\d/);
  });
});

describe('dates in the users’ zone', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('shows a time of day in Asia/Jakarta whatever the zone of the machine', () => {
    initI18n({ lng: 'en' });
    // 04:34 UTC is 11:34 in Jakarta (UTC+7, no daylight saving)
    expect(formatDateTime(Date.UTC(2026, 10, 26, 4, 34), { timeStyle: 'short' })).toBe('11:34');
  });

  it('reads a time just ahead of the clock (a comment just posted) as now', () => {
    initI18n({ lng: 'en' });
    const now = Date.UTC(2026, 10, 26, 4, 34);
    expect(formatRelativeTime(now + 5_000, now)).toBe('now');
    expect(formatRelativeTime(now - 15_000, now)).toBe('15 seconds ago');
  });
});
