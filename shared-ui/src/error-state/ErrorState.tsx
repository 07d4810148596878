import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { useTranslation } from '../i18n/use-translation';
import { RefreshCw, TriangleAlert } from '../icons/icons';
import { cx } from '../utils/cx';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** Defaults to the catalogue's "An unexpected error occurred." */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** "Retry" by default; "Try Again" where the spec says so. */
  retryLabel?: ReactNode;
  /** Disables the retry button and shows a spinner while a retry runs. */
  retrying?: boolean;
  /** Extra actions next to Retry (e.g. Back, Go to Home). */
  action?: ReactNode;
  compact?: boolean;
  /** h1 when the state is the whole page (a page has one main heading); h2 inside a section. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** "Failed to Load Reports" + Try Again; "This section is temporarily unavailable" + Retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  action,
  compact = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className={cx(styles.state, compact && styles.compact, className)}>
      <span className={styles.icon} aria-hidden="true">
        <TriangleAlert />
      </span>
      <Heading className={styles.title}>{title ?? t('errors.default')}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button
              variant="secondary"
              leftIcon={<RefreshCw />}
              onClick={onRetry}
              loading={retrying}
            >
              {retryLabel ?? t('actions.retry')}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
