import { suspendedMessageKey } from '../../src/admin-users/account-facts';
import { median, weekStart } from '../../src/analytics/site-figures';
import { aggregationReads, readsAtScale } from '../../src/analytics/read-cost';
import { siteSettingsProblem } from '../../src/site-settings/save-site-settings';
import { DEFAULT_SITE_SETTINGS, noticeIn, parseSiteSettings } from '../../src/site-settings/site-settings-facts';

describe('back office facts', () => {
  it('starts a week on Monday 00:00 in Jakarta, also late on Sunday evening UTC', () => {
    // Sunday 17:30 UTC is Monday 00:30 in Jakarta: a new week
    expect(weekStart(new Date('2026-11-22T17:30:00Z')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T16:59:00Z')).toISOString()).toBe('2026-11-15T17:00:00.000Z');
  });

  it('takes the median of odd and even lists, and none of an empty one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('bills an aggregation one read per 1,000 entries, at least one', () => {
    expect(aggregationReads(0)).toBe(1);
    expect(aggregationReads(1000)).toBe(1);
    expect(aggregationReads(1001)).toBe(2);
    expect(readsAtScale(4, 25_000)).toBe(100);
  });

  it('reads settings/site with defaults for what is missing or malformed', () => {
    expect(parseSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(parseSiteSettings({ minWithdrawal: 1000, withdrawalsPaused: 'yes', siteNotice: { en: 'Hi' } })).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      siteNotice: { en: 'Hi', id: '' },
    });
  });

  it('shows the notice of the page language, English when the Indonesian one is empty', () => {
    expect(noticeIn({ en: 'Hello', id: 'Halo' }, 'id')).toBe('Halo');
    expect(noticeIn({ en: 'Hello', id: '' }, 'id')).toBe('Hello');
    expect(noticeIn({ en: ' ', id: '' }, 'en')).toBe('');
  });

  it('refuses a minimum outside IDR 50,000 to 10,000,000 and a notice over 300 characters', () => {
    expect(siteSettingsProblem({ ...DEFAULT_SITE_SETTINGS, minWithdrawal: 49_999 })).toBe('minWithdrawalRange');
    expect(siteSettingsProblem({ ...DEFAULT_SITE_SETTINGS, siteNotice: { en: 'x'.repeat(301), id: '' } })).toBe(
      'noticeTooLong',
    );
    expect(siteSettingsProblem(DEFAULT_SITE_SETTINGS)).toBeNull();
  });

  it('words an unknown suspension reason as "other"', () => {
    expect(suspendedMessageKey('report_farming')).toBe('suspendedReportFarming');
    expect(suspendedMessageKey('made-up')).toBe('suspendedOther');
  });
});
