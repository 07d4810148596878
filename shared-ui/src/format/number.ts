import { currentLanguage } from '../i18n/i18n-instance';
import { numberFormat } from './intl-cache';

// Money and numbers are always formatted for Indonesia, whatever the UI language (spec §9).
export const NUMBER_LOCALE = 'id-ID';

// spec §9 writes money as "IDR 5,000": the currency's code, not the locale's symbol "Rp", so an amount
// reads alike everywhere (the texts' "IDR 5.000" and a card's figures)
const idrFormatter = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: 'IDR',
  currencyDisplay: 'code',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** 5000 → "IDR 5.000" (Intl id-ID, IDR, no decimals). */
export function formatIDR(amount: number): string {
  return idrFormatter.format(finite(amount));
}

/** 1234.5 → "1.234,5"; pass Intl options for fixed decimals or percentages. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(NUMBER_LOCALE, options).format(finite(value));
}

const oneDecimal = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 1 });

// Rounds down so a compact balance never shows more than the user has (999.999 stays "999,9k").
function floorToTenth(value: number): number {
  return Math.floor(value * 10) / 10;
}

/** Spec "mobile shorthand": 1,500,000 → "1,5M", 25,000 → "25k", 950 → "950". */
export function formatCompactNumber(value: number): string {
  const n = finite(value);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${sign}${oneDecimal.format(floorToTenth(abs / 1_000_000))}M`;
  if (abs >= 1_000) return `${sign}${oneDecimal.format(floorToTenth(abs / 1_000))}k`;
  return `${sign}${formatNumber(Math.floor(abs))}`;
}

/** Compact header balance: 1,500,000 → "IDR 1,5M", 5,000 → "IDR 5k", 0 → "IDR 0". */
export function formatIDRCompact(amount: number): string {
  return `IDR\u00a0${formatCompactNumber(amount)}`;
}

/** Turnover multiplier: 25 → "25x", 2.5 → "2,5x" (spec: turnover shown as Nx). */
export function formatTurnover(multiplier: number): string {
  return `${formatNumber(finite(multiplier), { maximumFractionDigits: 2 })}x`;
}

/**
 * A rating in the page's language, unlike money: English reads "4.5", Indonesian "4,5" (a rating sits
 * inside a sentence, where a decimal comma in English reads as a list). `minimumFractionDigits` 1 keeps "4.0".
 */
export function formatRating(value: number, minimumFractionDigits = 0): string {
  const locale = currentLanguage() === 'id' ? NUMBER_LOCALE : 'en-US';
  const rounded = Math.round(finite(value) * 10) / 10;
  return numberFormat(locale, { minimumFractionDigits, maximumFractionDigits: 1 }).format(rounded);
}
