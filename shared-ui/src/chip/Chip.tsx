import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { formatNumber } from '../format/number';
import { cx } from '../utils/cx';
import styles from './Chip.module.css';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Pressed (selected) state, announced with aria-pressed. */
  selected?: boolean;
  /** Alias of `selected`. */
  pressed?: boolean;
  /** Called with the new state when clicked. */
  onPressedChange?: (pressed: boolean) => void;
  /** Number shown in a pill (e.g. brands in the filter). */
  count?: number;
  /** Icon or logo before the text (the by-brands chip bar shows logos). */
  icon?: ReactNode;
  children?: ReactNode;
}

/** Toggle chip for filters and categories. */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip(
  {
    selected,
    pressed,
    onPressedChange,
    count,
    icon,
    children,
    className,
    onClick,
    type = 'button',
    ...rest
  },
  ref,
) {
  const isPressed = Boolean(selected ?? pressed);
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-pressed={isPressed}
      className={cx(styles.chip, isPressed && styles.selected, className)}
      onClick={(event) => {
        onClick?.(event);
        onPressedChange?.(!isPressed);
      }}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
      {count !== undefined ? <span className={styles.count}>{formatNumber(count)}</span> : null}
    </button>
  );
});
