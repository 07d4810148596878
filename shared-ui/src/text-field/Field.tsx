import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from '@bonus-atlas/shared-ui';
import { cx } from '../utils/cx';
import styles from './TextField.module.css';

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Shows a "N/max" counter. Typing past it stays possible so the form can say what is wrong. */
  maxLength?: number;
  /** Also stop typing at maxLength (native attribute). */
  enforceMaxLength?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  containerClassName?: string;
}

type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ControlState<E extends FieldControl> {
  id: string;
  describedBy: string | undefined;
  innerRef: RefObject<E | null>;
  onChange: (event: ChangeEvent<E>) => void;
  render: (control: ReactNode) => ReactNode;
}

/** Label, hint, error and counter around a form control; shared by TextField, TextArea and SelectField. */
export function useField<E extends FieldControl>(
  field: FieldProps,
  control: {
    id?: string;
    value?: unknown;
    defaultValue?: unknown;
    required?: boolean;
    ariaDescribedBy?: string;
    onChange?: (event: ChangeEvent<E>) => void;
  },
): ControlState<E> {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = control.id ?? generatedId;
  const innerRef = useRef<E | null>(null);
  const [typedLength, setTypedLength] = useState(() => String(control.defaultValue ?? '').length);

  // react-hook-form fills and resets uncontrolled inputs through the ref (no change event): after
  // every render, count what the control really holds, so "0/1000" follows a cleared form.
  // No dependency list on purpose: the reset happens outside React; the guard stops at one update.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const actual = innerRef.current?.value.length;
    if (actual !== undefined && actual !== typedLength) setTypedLength(actual);
  });

  const length =
    control.value !== undefined && control.value !== null
      ? String(control.value).length
      : typedLength;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = field.error ? `${id}-error` : undefined;
  const counterId = field.maxLength !== undefined ? `${id}-counter` : undefined;
  const describedBy =
    [control.ariaDescribedBy, errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;
  const overLimit = field.maxLength !== undefined && length > field.maxLength;

  const render = (element: ReactNode) => (
    <div
      className={cx(
        styles.field,
        field.error ? styles.invalid : undefined,
        field.containerClassName,
      )}
    >
      <label htmlFor={id} className={cx(styles.label, field.hideLabel && 'visually-hidden')}>
        {field.label}
        {control.required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {element}
      <div className={styles.meta}>
        <div className={styles.messages}>
          {field.error ? (
            <p id={errorId} className={styles.error}>
              {field.error}
            </p>
          ) : null}
          {field.hint ? (
            <p id={hintId} className={styles.hint}>
              {field.hint}
            </p>
          ) : null}
        </div>
        {field.maxLength !== undefined ? (
          <span id={counterId} className={cx(styles.counter, overLimit && styles.counterOver)}>
            {t('field.counter', { count: length, max: field.maxLength })}
          </span>
        ) : null}
      </div>
    </div>
  );

  return {
    id,
    describedBy,
    innerRef,
    onChange: (event) => {
      setTypedLength(event.target.value.length);
      control.onChange?.(event);
    },
    render,
  };
}
