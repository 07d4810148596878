import { formatNumber } from '../format/number';
import { cx } from '../utils/cx';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0–100; leave out for an indeterminate bar. */
  value?: number;
  /** Accessible name, e.g. "Loading brands...". */
  label: string;
  /** Shows "95%" next to the bar. */
  showValue?: boolean;
  tone?: 'primary' | 'accent' | 'success' | 'danger';
  className?: string;
}

/** Forced refresh rising to 95 %, Load More's 3 s display, upload progress. */
export function ProgressBar({
  value,
  label,
  showValue = false,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const determinate = value !== undefined && Number.isFinite(value);
  const percent = determinate ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div className={cx(styles.wrapper, className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={determinate ? Math.round(percent) : undefined}
        className={cx(styles.track, !determinate && styles.indeterminate)}
      >
        <div
          className={cx(styles.bar, styles[tone])}
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </div>
      {showValue && determinate ? (
        <span className={styles.value}>{formatNumber(Math.round(percent))}%</span>
      ) : null}
    </div>
  );
}
