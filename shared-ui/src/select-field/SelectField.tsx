import { forwardRef } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from '../icons/icons';
import { useField } from '../text-field/Field';
import type { FieldProps } from '../text-field/Field';
import { mergeRefs } from '../text-field/merge-refs';
import { cx } from '../utils/cx';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = Omit<FieldProps, 'maxLength' | 'enforceMaxLength'> &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
  };

/** Labelled native select (sorting, brand limit); forwardRef for react-hook-form. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, hideLabel, containerClassName, className, options, ...select },
  ref,
) {
  const field = useField<HTMLSelectElement>(
    { label, hint, error, hideLabel, containerClassName },
    {
      id: select.id,
      required: select.required,
      ariaDescribedBy: select['aria-describedby'],
      onChange: select.onChange,
    },
  );
  return field.render(
    <span className={styles.wrapper}>
      <select
        {...select}
        ref={mergeRefs(ref, field.innerRef)}
        id={field.id}
        aria-invalid={error ? true : select['aria-invalid']}
        aria-describedby={field.describedBy}
        onChange={field.onChange}
        className={cx(styles.select, className)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </span>,
  );
});
