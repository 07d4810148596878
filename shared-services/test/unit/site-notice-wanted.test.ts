import { describe, expect, it } from 'vitest';
import { siteNoticeWanted } from '../../src/site-settings/site-notice-wanted';

describe('siteNoticeWanted: whether the frame loads the site notice', () => {
  it('loads it when the page came without settings (the browser reads them)', () => {
    expect(siteNoticeWanted(undefined)).toBe(true);
    expect(siteNoticeWanted(null)).toBe(true);
  });

  it('loads it when the settings hold a notice in either language', () => {
    expect(siteNoticeWanted({ siteNotice: { en: 'Maintenance tonight', id: '' } })).toBe(true);
    expect(siteNoticeWanted({ siteNotice: { en: '', id: 'Pemeliharaan malam ini' } })).toBe(true);
  });

  it('loads nothing when the settings the page came with hold no notice', () => {
    expect(siteNoticeWanted({ minWithdrawal: 50_000, siteNotice: { en: '', id: '  ' } })).toBe(false);
    expect(siteNoticeWanted({ minWithdrawal: 50_000 })).toBe(false);
  });
});
