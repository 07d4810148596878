import { i18n } from './i18n-instance';
import { commonEn } from './resources/common.en';

type ErrorKey = keyof typeof commonEn.errors;

// The services answer with the spec's English sentences (they know no UI language); these are the
// ones the common namespace translates.
const keyByEnglishText = new Map(
  (Object.entries(commonEn.errors) as [ErrorKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The text of a failure for a `{{reason}}` placeholder, in the page's language: a known error-class
 * sentence is translated, anything else (a server's own detail) is shown as it came.
 */
export function errorReason(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const key = keyByEnglishText.get(text);
  if (key) return i18n.t(`errors.${key}`, { ns: 'common' });
  return text || i18n.t('errors.default', { ns: 'common' });
}
