import { formatCompactIDR, formatIDR, formatTurnover } from '../../src/format/currency';

const nbsp = /\u00a0/g;

describe('IDR formatting (spec §9)', () => {
  it('formats full amounts in id-ID without decimals', () => {
    expect(formatIDR(5000).replace(nbsp, ' ')).toBe('Rp 5.000');
    expect(formatIDR(1234567.89).replace(nbsp, ' ')).toBe('Rp 1.234.568');
    expect(formatIDR(Number.NaN).replace(nbsp, ' ')).toBe('Rp 0');
  });

  it('uses M from one million and k from one thousand', () => {
    expect(formatCompactIDR(1_000_000)).toBe('Rp 1M');
    expect(formatCompactIDR(2_500_000)).toBe('Rp 2,5M');
    expect(formatCompactIDR(5000)).toBe('Rp 5k');
    expect(formatCompactIDR(999_999)).toBe('Rp 999,9k');
    expect(formatCompactIDR(950)).toBe('Rp 950');
    expect(formatCompactIDR(0)).toBe('Rp 0');
  });

  it('shows turnover as Nx', () => {
    expect(formatTurnover(25)).toBe('25x');
    expect(formatTurnover(1.5)).toBe('1,5x');
  });
});
