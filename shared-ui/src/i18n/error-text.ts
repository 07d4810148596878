import { i18n } from './i18n-instance';
import { errorsEn } from './resources/errors.en';

type ErrorKey = keyof typeof errorsEn;

// The services answer with the spec's English sentences (they know no UI language); these are the
// ones the common namespace translates.
const keyByEnglishText = new Map(
  (Object.entries(errorsEn) as [ErrorKey, string][]).map(([key, text]) => [text, key]),
);

// A refusal or failure of the database, Storage or Auth carries the engine's own text (English, and
// sometimes its internals: "maximum of 1000 expressions to evaluate has been reached"). The user reads
// its class instead, in the page's language: the same classes as shared-services' classifyError
// (resilience/classify-error.ts), which this package may not import.
const CLASS_BY_CODE: Readonly<Record<string, ErrorKey>> = {
  'permission-denied': 'permission',
  unauthenticated: 'permission',
  unauthorized: 'permission',
  'unauthorized-app': 'permission',
  'deadline-exceeded': 'timeout',
  'resource-exhausted': 'quota',
  unavailable: 'network',
  'network-request-failed': 'network',
  'retry-limit-exceeded': 'network',
  'quota-exceeded': 'storageQuota',
  'failed-precondition': 'configuration',
  'invalid-argument': 'dataFormat',
  'data-loss': 'dataFormat',
};

// the browser's own words for a request that never got an answer ("Failed to fetch", "Load failed"),
// which Firestore Lite passes on under the code "unknown"
const NO_ANSWER = /fetch|network|load failed|offline/i;

/** The class of a failure whose text must not be shown (it has a Firebase code, or fetch failed), else null. */
function failureClass(error: unknown): ErrorKey | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  const noAnswer = error instanceof Error && NO_ANSWER.test(error.message);
  if (typeof code === 'string' && code !== '')
    return (
      CLASS_BY_CODE[code.replace(/^(firestore|storage|auth|app)\//, '')] ??
      (noAnswer ? 'network' : 'default')
    );
  if (error instanceof TypeError) return noAnswer ? 'network' : 'default';
  return null;
}

/**
 * The text of a failure for a `{{reason}}` placeholder, in the page's language: a refusal or failure of
 * the database, Storage or Auth by its class (never the engine's own text), a known error-class sentence
 * translated, anything else (the services' own sentences) as it came.
 */
export function errorReason(error: unknown): string {
  const failure = failureClass(error);
  if (failure) return i18n.t(`errors.${failure}`, { ns: 'common' });
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const key = keyByEnglishText.get(text);
  if (key) return i18n.t(`errors.${key}`, { ns: 'common' });
  return text || i18n.t('errors.default', { ns: 'common' });
}
