import type { CSSProperties } from 'react';
import { cx } from '../utils/cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/** Grey placeholder shaped like content that is still loading; hidden from screen readers. */
export function Skeleton({ width, height, shape = 'rect', lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton, styles.text)}
            style={index === lines - 1 ? { width: '60%' } : undefined}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, styles[shape], className)}
      style={style}
      aria-hidden="true"
    />
  );
}
