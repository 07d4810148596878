import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/Spinner';
import { cx } from '../utils/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and announces it as busy. */
  loading?: boolean;
  /** Text shown while loading (e.g. "Submitting..."); defaults to the normal children. */
  loadingText?: ReactNode;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & { href?: undefined };
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** Class names of a button, for router links that must look like one. */
export function buttonClassName(
  options: {
    variant?: ButtonVariant;
    size?: ButtonSize;
    fullWidth?: boolean;
    className?: string;
  } = {},
): string {
  const { variant = 'primary', size = 'md', fullWidth = false, className } = options;
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(props, ref) {
    const {
      variant = 'primary',
      size = 'md',
      loading = false,
      loadingText,
      leftIcon,
      rightIcon,
      fullWidth = false,
      className,
      children,
      ...rest
    } = props;
    const classes = buttonClassName({ variant, size, fullWidth, className });
    const content = (
      <>
        {loading ? (
          // aria-busy already tells assistive tech; the spinner must not join the button's name.
          <span className={styles.icon} aria-hidden="true">
            <Spinner size="sm" />
          </span>
        ) : leftIcon ? (
          <span className={styles.icon} aria-hidden="true">
            {leftIcon}
          </span>
        ) : null}
        {loading && loadingText ? loadingText : children}
        {rightIcon && !loading ? (
          <span className={styles.icon} aria-hidden="true">
            {rightIcon}
          </span>
        ) : null}
      </>
    );

    if (rest.href !== undefined) {
      const anchorProps = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps>;
      return (
        <a
          {...anchorProps}
          ref={ref as Ref<HTMLAnchorElement>}
          className={classes}
          aria-busy={loading || undefined}
        >
          {content}
        </a>
      );
    }

    const {
      type = 'button',
      disabled,
      ...buttonProps
    } = rest as Omit<ButtonAsButtonProps, keyof ButtonOwnProps>;
    return (
      <button
        {...buttonProps}
        ref={ref as Ref<HTMLButtonElement>}
        type={type}
        className={classes}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
      >
        {content}
      </button>
    );
  },
);
