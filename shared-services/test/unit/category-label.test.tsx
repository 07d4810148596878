import { act, renderHook } from '@testing-library/react';
import { i18n, initI18n } from '@bonus-atlas/shared-ui';
import { useCategoryLabel } from '../../src/model/use-category-label';

describe('useCategoryLabel (one label set for every remote)', () => {
  beforeAll(async () => {
    initI18n({ lng: 'en' });
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('labels standard, merged, custom and All in English and in Bahasa Indonesia', async () => {
    const { result, rerender } = renderHook(() => useCategoryLabel());
    expect(result.current('Welcome Bonus')).toBe('Welcome Bonus');
    expect(result.current('Rebate (by turnover)')).toBe('Rebate (by turnover)');
    expect(result.current('weekly rebate')).toBe('Rebate');
    expect(result.current('VIP Club')).toBe('VIP Club *');

    await act(async () => {
      await i18n.changeLanguage('id');
    });
    rerender();
    expect(result.current('Welcome Bonus')).toBe('Bonus Sambutan');
    expect(result.current('  Birthday ')).toBe('Ulang Tahun');
    expect(result.current('Rebate (by turnover)')).toBe('Rebate (dari turnover)');
    expect(result.current('losing streak cashback')).toBe('Bonus Kekalahan');
    expect(result.current('All')).toBe('Semua');
    expect(result.current('VIP Club')).toBe('VIP Club *');
  });
});
