import type { ReactNode } from 'react';
import { Inbox } from '../icons/icons';
import { cx } from '../utils/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to an inbox icon; pass null for none. */
  icon?: ReactNode;
  /** Buttons or links (e.g. Create Brand, Go to Home). */
  action?: ReactNode;
  compact?: boolean;
  /** h1 when the state is the whole page (a page has one main heading); h2 inside a section. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** "No Transactions Yet", "No Reports Found", "No results found for ...". */
export function EmptyState({
  title,
  message,
  icon,
  action,
  compact = false,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const shownIcon = icon === undefined ? <Inbox /> : icon;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cx(styles.state, compact && styles.compact, className)}>
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
