import { createMessageTexts } from '@bonus-atlas/shared-ui';
import { validationMessages, validationMessagesId, validationValues } from '@bonus-atlas/shared-services';

/** The forms' and services' message keys in the page's language, limits filled in. */
export const useValidationText = createMessageTexts(
  'validation',
  { en: validationMessages, id: validationMessagesId },
  validationValues,
);
