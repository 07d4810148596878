import { validationMessages, type BrandFormValues, type ValidationMessageKey } from '@bonus-atlas/shared-services';
import { get, useFormContext } from 'react-hook-form';
import { useBrandEditorTranslation } from './i18n';

const isMessageKey = (message: string): message is ValidationMessageKey => message in validationMessages;

/**
 * The translated error of a field. The form's schema words its errors as message KEYS
 * (createBrandFormSchema((key) => key)); zod's own texts (e.g. a too-long value) are shown as they are.
 */
export function useFieldError() {
  const { t } = useBrandEditorTranslation();
  const { formState } = useFormContext<BrandFormValues>();
  return (path: string): string | undefined => {
    const message = (get(formState.errors, path) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    return isMessageKey(message) ? t(`validation.${message}`) : message;
  };
}
