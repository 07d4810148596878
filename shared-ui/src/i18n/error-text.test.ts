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

  it("attack: never shows the rules engine's or the database's own text, only its class in the page language", () => {
    const refused = Object.assign(
      new Error(
        'Request failed with error: Unable to evaluate the expression as the maximum of 1000 expressions to evaluate has been reached.',
      ),
      { name: 'FirebaseError', code: 'permission-denied' },
    );
    expect(errorReason(refused)).toBe('Akses ditolak. Silakan hubungi dukungan.');
    const internal = Object.assign(new Error('INTERNAL ASSERTION FAILED: Unexpected state'), {
      code: 'internal',
    });
    expect(errorReason(internal)).toBe('Terjadi kesalahan yang tidak terduga.');
    const unavailable = Object.assign(
      new Error('Failed to get document because the client is offline.'),
      {
        code: 'firestore/unavailable',
      },
    );
    expect(errorReason(unavailable)).toBe(
      'Masalah koneksi jaringan. Periksa koneksi internet Anda.',
    );
    // Firestore Lite's lost answer: code "unknown", the browser's words as its message
    expect(errorReason(Object.assign(new Error('Failed to fetch'), { code: 'unknown' }))).toBe(
      'Masalah koneksi jaringan. Periksa koneksi internet Anda.',
    );
    expect(errorReason(new TypeError('Failed to fetch'))).toBe(
      'Masalah koneksi jaringan. Periksa koneksi internet Anda.',
    );
    expect(errorReason(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'Terjadi kesalahan yang tidak terduga.',
    );
  });

  it('names an unknown failure in the page language', () => {
    expect(errorReason({})).toBe('Terjadi kesalahan yang tidak terduga.');
  });
});
