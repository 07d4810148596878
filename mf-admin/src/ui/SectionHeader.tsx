import type { ReactNode } from 'react';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  /** The heading's id: the section names itself by it (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  /** What stands beside the heading (a total, when the figures were computed). */
  children?: ReactNode;
}

/** An admin section's heading with its figure beside it, wrapping under it on a phone. */
export function SectionHeader({ headingId, title, children }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </div>
  );
}
