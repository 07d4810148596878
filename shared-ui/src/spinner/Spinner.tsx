import { useTranslation } from '../i18n/use-translation';
import { cx } from '../utils/cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Visible text next to the spinner; without it the spinner is announced as "Loading...". */
  label?: string;
  /** Centre in its area with padding (page/section loading). */
  centered?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, centered = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={label ? undefined : t('states.loading')}
      className={cx(styles.spinner, styles[size], centered && styles.centered, className)}
    >
      <span className={styles.circle} aria-hidden="true" />
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
