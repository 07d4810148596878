// spec §9: IDR, Indonesian locale, no decimals; mobile shorthand k and M.
const fullIdr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const compactNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const plainNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

function finite(amount: number): number {
  return Number.isFinite(amount) ? amount : 0;
}

/** `Rp 5.000` (Intl id-ID currency, no decimals). */
export function formatIDR(amount: number): string {
  return fullIdr.format(finite(amount));
}

/**
 * Header shorthand: ≥ 1,000,000 in millions with M, ≥ 1,000 in thousands with k (`Rp 1,5M`, `Rp 5k`).
 * Same output as shared-ui's formatIDRCompact (no-break space like Intl, rounded down).
 */
export function formatCompactIDR(amount: number): string {
  const value = finite(amount);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `Rp\u00a0${sign}${compactNumber.format(floorToTenth(abs / 1_000_000))}M`;
  if (abs >= 1_000) return `Rp\u00a0${sign}${compactNumber.format(floorToTenth(abs / 1_000))}k`;
  return `Rp\u00a0${sign}${plainNumber.format(Math.floor(abs))}`;
}

// Rounded down so a compact balance never shows more than the user has (999,999 → 999,9k).
function floorToTenth(value: number): number {
  return Math.floor(value * 10) / 10;
}

/** Turnover shown as `Nx` (spec §9), with id-ID decimals. */
export function formatTurnover(multiplier: number): string {
  return `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(finite(multiplier))}x`;
}

/** Plain id-ID number (counts etc.). */
export function formatNumber(value: number): string {
  return plainNumber.format(finite(value));
}
