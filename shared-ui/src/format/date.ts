import { dateLocale } from '../i18n/i18n-instance';
import { dateTimeFormat, relativeTimeFormat } from './intl-cache';

/**
 * The zone every date and time is shown in: the users' (Indonesia, WIB). Fixed rather than the
 * device's, so the server's page and the browser's render say the same time (a difference makes React
 * throw the server's page away) and a member abroad sees the times the site's users see.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Jakarta';

export type DateInput = Date | number | string | { toDate(): Date } | null | undefined;

/** Accepts Date, epoch ms, ISO text or a Firestore Timestamp; undefined when it is not a real date. */
export function toDate(input: DateInput): Date | undefined {
  if (input == null) return undefined;
  const date =
    input instanceof Date ? input : typeof input === 'object' ? input.toDate() : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "21 Nov 2026" (en) / "21 Nov 2026" (id); empty text for a missing date. */
export function formatDate(input: DateInput, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(input);
  if (!date) return '';
  return dateTimeFormat(dateLocale(), {
    timeZone: DISPLAY_TIME_ZONE,
    ...(options ?? { dateStyle: 'medium' }),
  }).format(date);
}

/** Date with time of day, e.g. "21 Nov 2026, 14:05". */
export function formatDateTime(input: DateInput, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(input);
  if (!date) return '';
  return dateTimeFormat(dateLocale(), {
    timeZone: DISPLAY_TIME_ZONE,
    ...(options ?? { dateStyle: 'medium', timeStyle: 'short' }),
  }).format(date);
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "5 minutes ago" / "5 menit yang lalu". `now` is the render's clock (`useNow`, so the server and the
 * hydrating browser agree); a time up to a minute ahead of it (a comment just posted, a clock that
 * moves in steps) reads "now".
 */
export function formatRelativeTime(input: DateInput, now: Date | number = Date.now()): string {
  const date = toDate(input);
  if (!date) return '';
  const ahead = Math.round((date.getTime() - Number(now)) / 1000);
  const diffSeconds = ahead > 0 && ahead < 60 ? 0 : ahead;
  const formatter = relativeTimeFormat(dateLocale(), { numeric: 'auto' });
  for (const [unit, seconds] of UNITS) {
    if (Math.abs(diffSeconds) >= seconds || unit === 'second') {
      return formatter.format(Math.trunc(diffSeconds / seconds), unit);
    }
  }
  return formatter.format(0, 'second');
}
