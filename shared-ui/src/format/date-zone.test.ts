import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { formatDateTime, formatRelativeTime } from './date';

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
