/** The users' zone: dates are shown and compared in Jakarta time on the server and in the browser alike. */
export const SITE_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET = '+07:00';

/**
 * The last moment a promotion is valid: a stored `YYYY-MM-DD` (what the brand form writes) lasts to the
 * end of that day in Jakarta; a stored timestamp is that moment. Null when there is no end date.
 */
export function validUntilEnd(validUntil: string | Date | null | undefined): Date | null {
  if (validUntil instanceof Date) return Number.isNaN(validUntil.getTime()) ? null : validUntil;
  if (typeof validUntil !== 'string' || validUntil.trim() === '') return null;
  const text = validUntil.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T23:59:59.999${JAKARTA_OFFSET}`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type Validity = { state: 'open' } | { state: 'ends'; end: Date } | { state: 'expired'; end: Date };

/** Whether a promotion runs without an end, runs until a date, or has expired (at `now`). */
export function promotionValidity(
  promotion: { validUntil?: string | Date | null },
  now: Date | number = Date.now(),
): Validity {
  const end = validUntilEnd(promotion.validUntil);
  if (!end) return { state: 'open' };
  return end.getTime() < Number(now) ? { state: 'expired', end } : { state: 'ends', end };
}

export function isExpired(promotion: { validUntil?: string | Date | null }, now: Date | number = Date.now()): boolean {
  return promotionValidity(promotion, now).state === 'expired';
}
