import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n-instance';
import { initI18n } from './init-i18n';
import { useCommonLabel, type CommonTexts } from './use-common-label';

// a labelling rule as a domain package writes one: a key per value, a template for the rest
function label(value: string, texts: CommonTexts): string {
  const key = `promotionCategories.names.${value}`;
  return texts.exists(key) ? texts.t(key) : texts.t('promotionCategories.custom', { name: value });
}

describe('useCommonLabel', () => {
  beforeAll(async () => {
    initI18n({ lng: 'en' });
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('labels from the common texts of the active language and follows a language change', async () => {
    const { result, rerender } = renderHook(() => useCommonLabel(label));
    expect(result.current('Welcome Bonus')).toBe('Welcome Bonus');
    expect(result.current('VIP Club')).toBe('VIP Club *');
    const english = result.current;

    await act(async () => {
      await i18n.changeLanguage('id');
    });
    rerender();
    expect(result.current).not.toBe(english);
    expect(result.current('Welcome Bonus')).toBe('Bonus Sambutan');
    expect(result.current('Birthday')).toBe('Ulang Tahun');
    expect(result.current('VIP Club')).toBe('VIP Club *');
  });
});
