import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n-instance';
import { initI18n } from './init-i18n';
import { createMessageTexts } from './message-texts';

const useMessageText = createMessageTexts(
  'messageTextsTest',
  {
    en: {
      tooLong: 'Description must be {max, number} characters or less',
      current: 'Limit {max} (currently {count})',
    },
    id: {
      tooLong: 'Deskripsi maksimal {max, number} karakter',
      current: 'Batas {max} (saat ini {count})',
    },
  },
  { tooLong: { max: 5000 }, current: { max: 1000 } },
);

describe('createMessageTexts', () => {
  beforeAll(async () => {
    initI18n({ lng: 'en' });
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a key with its limits in the page language, numbers grouped as that language groups them', async () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('tooLong')).toBe('Description must be 5,000 characters or less');
    expect(result.current('current', { count: 1234 })).toBe('Limit 1000 (currently 1234)');

    await act(async () => {
      await i18n.changeLanguage('id');
    });
    expect(result.current('tooLong')).toBe('Deskripsi maksimal 5.000 karakter');
    expect(result.current('current', { count: 1234 })).toBe('Batas 1000 (saat ini 1234)');
  });

  it('shows what is no key as it came, and nothing for no message', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('Invalid input: expected string')).toBe('Invalid input: expected string');
    expect(result.current(undefined)).toBeUndefined();
  });
});
