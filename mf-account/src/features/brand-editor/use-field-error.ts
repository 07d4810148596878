import type { BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { get, useFormContext } from 'react-hook-form';
import { useValidationText } from '../../i18n/validation';

/** The translated error of a brand-form field (the schema words its errors as message keys). */
export function useFieldError() {
  const { formState } = useFormContext<BrandFormValues>();
  const text = useValidationText();
  return (path: string): string | undefined =>
    text((get(formState.errors, path) as { message?: string } | undefined)?.message);
}
