export {
  NUMBER_LOCALE,
  formatIDR,
  formatIDRCompact,
  formatCompactNumber,
  formatNumber,
  formatTurnover,
} from './number';
export { formatDate, formatDateTime, formatRelativeTime, toDate } from './date';
export type { DateInput } from './date';
