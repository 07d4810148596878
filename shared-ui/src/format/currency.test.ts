import { describe, expect, it } from 'vitest';
import { formatIDR, formatIDRCompact, formatTurnover } from './number';

const nbsp = /\u00a0/g;

describe('IDR formatting (spec §9)', () => {
  it('formats full amounts in id-ID without decimals', () => {
    expect(formatIDR(5000).replace(nbsp, ' ')).toBe('IDR 5.000');
    expect(formatIDR(1234567.89).replace(nbsp, ' ')).toBe('IDR 1.234.568');
    expect(formatIDR(Number.NaN).replace(nbsp, ' ')).toBe('IDR 0');
  });

  it('uses M from one million and k from one thousand', () => {
    const compact = (amount: number) => formatIDRCompact(amount).replace(nbsp, ' ');
    expect(compact(1_000_000)).toBe('IDR 1M');
    expect(compact(2_500_000)).toBe('IDR 2,5M');
    expect(compact(5000)).toBe('IDR 5k');
    expect(compact(999_999)).toBe('IDR 999,9k');
    expect(compact(950.7)).toBe('IDR 950');
    expect(compact(0)).toBe('IDR 0');
    expect(compact(-1_200_000)).toBe('IDR -1,2M');
  });

  it('shows turnover as Nx', () => {
    expect(formatTurnover(25)).toBe('25x');
    expect(formatTurnover(1.5)).toBe('1,5x');
  });
});
