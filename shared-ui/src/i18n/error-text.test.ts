import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReason } from './error-text';
import { i18n } from './i18n-instance';
import { initI18n } from './init-i18n';

describe('errorReason', () => {
  beforeAll(async () => {
    initI18n({ lng: 'id' });
    await i18n.changeLanguage('id');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates a known error-class sentence into the page language', () => {
    expect(errorReason(new Error('Request timed out. Please try again.'))).toBe(
      'Waktu permintaan habis. Silakan coba lagi.',
    );
  });

  it('keeps any other detail as it came', () => {
    expect(errorReason(new Error('quota of brand-x reached'))).toBe('quota of brand-x reached');
  });

  it('names an unknown failure in the page language', () => {
    expect(errorReason({})).toBe('Terjadi kesalahan yang tidak terduga.');
  });
});
