import { formatDate } from '@bonus-atlas/shared-ui';
import { SITE_TIME_ZONE } from '@bonus-atlas/shared-services';

// An explicit zone: the server renders these pages and the browser hydrates them, so both must
// print the same day whatever zone each runs in.
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: SITE_TIME_ZONE };
const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: SITE_TIME_ZONE };

/** "30 Nov" (en) / "30 Nov" (id), in Jakarta time. */
export function formatDayMonth(date: Date): string {
  return formatDate(date, DAY_MONTH);
}

/** "30 Nov 2026" (en) / "30 Nov 2026" (id), in Jakarta time. */
export function formatFullDate(date: Date): string {
  return formatDate(date, FULL_DATE);
}
