import { validationMessageKey, type ValidationMessageKey } from '@bonus-atlas/shared-services';
import type { TranslateFunction } from '@bonus-atlas/shared-ui';

/** The comment-form messages of shared-services' schemas, by key; Bahasa Indonesia lives in the catalog bundle. */
const translatable = new Set<ValidationMessageKey>([
  'commentTextRequired',
  'commentNameRequired',
  'commentTooLong',
  'commentNameTooLong',
  'commentNameReserved',
  'nameInvalidCharacters',
  'replyConversationFull',
  'replyConversationClosed',
  'replyTooSoon',
  'commentEmailTooLong',
  'commentEmailInvalid',
  'replyTooLong',
  'replyTextEmpty',
  'missingRequiredFields',
]);

/** A schema message in the UI language; English stays the spec's exact text. */
export function translateValidation(
  t: TranslateFunction,
  message: string | undefined,
  values: { count?: number } = {},
): string {
  if (!message) return '';
  const key = validationMessageKey(message);
  if (!key || !translatable.has(key)) return message;
  return t(`validation.${key}`, { ...values, defaultValue: message });
}
