// spec §9 money formatting lives once, in shared-ui's pure number formatters (no React, no i18n);
// the data layer re-exports them under its domain names so callers of either package agree.
export {
  formatIDR,
  formatIDRCompact as formatCompactIDR,
  formatNumber,
  formatTurnover,
  maskAmounts,
} from '@bonus-atlas/shared-ui/format/number';
