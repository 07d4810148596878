import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n-instance';
import {
  formatDate,
  formatIDR,
  formatIDRCompact,
  formatCompactNumber,
  formatNumber,
  formatRelativeTime,
  formatTurnover,
  toDate,
} from './index';

// Intl separates "IDR" and the amount with a no-break space.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money and numbers (always id-ID)', () => {
  it('formats IDR without decimals', () => {
    expect(nbsp(formatIDR(5000))).toBe('IDR 5.000');
    expect(nbsp(formatIDR(1234567.89))).toBe('IDR 1.234.568');
    expect(nbsp(formatIDR(Number.NaN))).toBe('IDR 0');
  });

  it('compacts balances into k and M', () => {
    expect(nbsp(formatIDRCompact(1_500_000))).toBe('IDR 1,5M');
    expect(nbsp(formatIDRCompact(2_000_000))).toBe('IDR 2M');
    expect(nbsp(formatIDRCompact(25_000))).toBe('IDR 25k');
    expect(nbsp(formatIDRCompact(5_500))).toBe('IDR 5,5k');
    expect(nbsp(formatIDRCompact(950))).toBe('IDR 950');
    expect(formatCompactNumber(999_999)).toBe('999,9k');
    expect(formatCompactNumber(-1_200_000)).toBe('-1,2M');
  });

  it('formats plain numbers and turnover', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatTurnover(25)).toBe('25x');
    expect(formatTurnover(2.5)).toBe('2,5x');
  });

  it('keeps each pattern apart although formatters are reused', () => {
    expect(formatNumber(1.2345, { maximumFractionDigits: 1 })).toBe('1,2');
    expect(formatNumber(1.2345, { maximumFractionDigits: 3 })).toBe('1,235');
    expect(formatNumber(1.2345, { maximumFractionDigits: 1 })).toBe('1,2');
    expect(formatNumber(0.5, { style: 'percent' })).toBe('50%');
  });
});

describe('dates follow the UI language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads Firestore timestamps, epoch ms and ISO text', () => {
    const date = new Date('2026-01-15T10:00:00Z');
    expect(toDate({ toDate: () => date })).toEqual(date);
    expect(toDate(date.getTime())).toEqual(date);
    expect(toDate('not a date')).toBeUndefined();
    expect(formatDate(undefined)).toBe('');
  });

  it('switches month names with the language', async () => {
    const date = new Date('2026-08-15T10:00:00Z');
    expect(formatDate(date, { month: 'long' })).toBe('August');
    await i18n.changeLanguage('id');
    expect(formatDate(date, { month: 'long' })).toBe('Agustus');
  });

  it('describes relative times', async () => {
    const now = new Date('2026-01-15T10:00:00Z');
    expect(formatRelativeTime(new Date('2026-01-15T09:55:00Z'), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date('2026-01-14T10:00:00Z'), now)).toBe('yesterday');
    await i18n.changeLanguage('id');
    expect(formatRelativeTime(new Date('2026-01-15T09:55:00Z'), now)).toBe('5 menit yang lalu');
  });
});
