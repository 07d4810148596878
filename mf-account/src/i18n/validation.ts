import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { validationMessages, type ValidationMessageKey } from '@bonus-atlas/shared-services';
import { validationMessagesId } from '@bonus-atlas/shared-services/manage';

const VALIDATION_NS = 'accountValidation';

/** i18next placeholders ({{x}}) for the validation messages' {x}. */
function toI18nPlaceholders(messages: Record<ValidationMessageKey, string>): Record<ValidationMessageKey, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as Record<ValidationMessageKey, string>;
}

addResources(VALIDATION_NS, {
  en: toI18nPlaceholders(validationMessages),
  id: toI18nPlaceholders(validationMessagesId),
});

const isMessageKey = (message: string): message is ValidationMessageKey => message in validationMessages;

/**
 * Forms here build their zod schemas with `(key) => key`, so an error message IS a validation key;
 * this shows it in the UI language. zod's own texts (not keys) are shown as they are.
 */
export function useValidationText() {
  const { t } = useTranslation(VALIDATION_NS);
  return (message: string | undefined, values: Record<string, string | number> = {}): string | undefined => {
    if (!message) return undefined;
    return isMessageKey(message) ? t(message, values) : message;
  };
}
