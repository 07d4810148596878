export {
  NUMBER_LOCALE,
  formatIDR,
  formatIDRCompact,
  formatCompactNumber,
  formatNumber,
  formatRating,
  formatTurnover,
} from './number';
export { DISPLAY_TIME_ZONE, formatDate, formatDateTime, formatRelativeTime, toDate } from './date';
export { useNow } from './clock';
export type { DateInput } from './date';
