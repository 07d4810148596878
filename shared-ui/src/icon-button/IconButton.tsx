import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** Required: an icon alone tells a screen reader nothing. */
  'aria-label': string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  round?: boolean;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    icon,
    variant = 'ghost',
    size = 'md',
    round = false,
    className,
    type = 'button',
    title,
    ...rest
  },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      title={title ?? rest['aria-label']}
      className={cx(
        styles.iconButton,
        styles[variant],
        styles[size],
        round && styles.round,
        className,
      )}
    >
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
    </button>
  );
});
