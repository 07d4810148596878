import { forwardRef } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import { useField } from './Field';
import type { FieldProps } from './Field';
import { mergeRefs } from './merge-refs';
import styles from './TextField.module.css';

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'maxLength'>;

/** Labelled input; forwardRef so react-hook-form's register() works as is. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    maxLength,
    enforceMaxLength,
    hideLabel,
    containerClassName,
    className,
    ...input
  },
  ref,
) {
  const field = useField<HTMLInputElement>(
    { label, hint, error, maxLength, enforceMaxLength, hideLabel, containerClassName },
    {
      id: input.id,
      value: input.value,
      defaultValue: input.defaultValue,
      required: input.required,
      ariaDescribedBy: input['aria-describedby'],
      onChange: input.onChange,
    },
  );
  return field.render(
    <input
      type="text"
      {...input}
      ref={mergeRefs(ref, field.innerRef)}
      id={field.id}
      maxLength={enforceMaxLength ? maxLength : undefined}
      aria-invalid={error ? true : input['aria-invalid']}
      aria-describedby={field.describedBy}
      onChange={field.onChange}
      className={cx(styles.control, className)}
    />,
  );
});

export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'>;

/** Labelled textarea with the same counter and error handling as TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    maxLength,
    enforceMaxLength,
    hideLabel,
    containerClassName,
    className,
    rows = 4,
    ...textarea
  },
  ref,
) {
  const field = useField<HTMLTextAreaElement>(
    { label, hint, error, maxLength, enforceMaxLength, hideLabel, containerClassName },
    {
      id: textarea.id,
      value: textarea.value,
      defaultValue: textarea.defaultValue,
      required: textarea.required,
      ariaDescribedBy: textarea['aria-describedby'],
      onChange: textarea.onChange,
    },
  );
  return field.render(
    <textarea
      rows={rows}
      {...textarea}
      ref={mergeRefs(ref, field.innerRef)}
      id={field.id}
      maxLength={enforceMaxLength ? maxLength : undefined}
      aria-invalid={error ? true : textarea['aria-invalid']}
      aria-describedby={field.describedBy}
      onChange={field.onChange}
      className={cx(styles.control, styles.textarea, className)}
    />,
  );
});
