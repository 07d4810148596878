import { recordError } from './error-log';

export type ErrorClass =
  'network' | 'permission' | 'quota' | 'configuration' | 'timeout' | 'storage-quota' | 'data-format' | 'unknown';

/** spec §8 user messages per class (English defaults; keys = the class names). */
export const ERROR_CLASS_MESSAGES: Record<ErrorClass, string> = {
  network: 'Network connection issue. Please check your internet connection.',
  permission: 'Access denied. Please contact support.',
  quota: 'Service temporarily unavailable. Please try again later.',
  configuration: 'Service configuration issue. Please contact support.',
  timeout: 'Request timed out. Please try again.',
  'storage-quota': 'Storage limit reached. Some features may be limited.',
  'data-format': 'Data format error. Please refresh the page.',
  unknown: 'An unexpected error occurred.',
};

/** The Firebase error code without its service prefix (`storage/unauthorized` → `unauthorized`). */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code.replace(/^(firestore|storage|auth|app)\//, '');
  }
  return '';
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.toLowerCase() : String(error).toLowerCase();
}

export function classifyError(error: unknown): ErrorClass {
  const code = errorCode(error);
  const name = errorName(error);
  const text = errorText(error);
  if (code === 'quota-exceeded' || name === 'QuotaExceededError') return 'storage-quota';
  if (code === 'deadline-exceeded' || name === 'TaskCancelledError' || /timed? ?out|timeout/.test(text)) {
    return 'timeout';
  }
  if (['permission-denied', 'unauthenticated', 'unauthorized', 'unauthorized-app'].includes(code)) {
    return 'permission';
  }
  if (code === 'resource-exhausted') return 'quota';
  if (
    ['failed-precondition', 'invalid-api-key', 'no-app', 'invalid-argument-config', 'project-not-found'].includes(
      code,
    ) ||
    code.startsWith('invalid-api')
  ) {
    return 'configuration';
  }
  if (
    ['unavailable', 'network-request-failed', 'retry-limit-exceeded'].includes(code) ||
    /network|fetch failed|offline|econnrefused/.test(text)
  ) {
    return 'network';
  }
  // a failed parse: classic zod's ZodError, zod/mini's $ZodError
  if (['invalid-argument', 'data-loss'].includes(code) || ['SyntaxError', 'ZodError', '$ZodError'].includes(name)) {
    return 'data-format';
  }
  return 'unknown';
}

export function userMessageFor(error: unknown): string {
  return ERROR_CLASS_MESSAGES[classifyError(error)];
}

/** Classifies, logs to the console and the capped error log; returns the class. */
export function reportError(error: unknown, context: string): ErrorClass {
  const errorClass = classifyError(error);
  recordError({
    at: new Date(),
    errorClass,
    message: error instanceof Error ? error.message : String(error),
    context,
  });
  console.error(context, error);
  return errorClass;
}

// spec §8 brand load texts
export const BRAND_LOAD_MESSAGES = {
  generic: 'Failed to load brands',
  timeout: 'Request timed out. Please check your internet connection and try again.',
  permission: 'Permission denied - check Firebase security rules',
  unavailable: 'Firebase service unavailable - check connection',
  indexMissing: 'Database index missing - check Firestore indexes',
  noCache: 'Unable to load brands. Please check your internet connection and try again.',
  showingCached: 'Unable to load latest brands. Showing cached data.',
  requestTimeout: 'Firebase request timeout',
} as const;

/** The brand-load message for an error (spec §8 "Brand load"). */
export function brandLoadMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'permission-denied') return BRAND_LOAD_MESSAGES.permission;
  if (code === 'unavailable') return BRAND_LOAD_MESSAGES.unavailable;
  if (code === 'failed-precondition') return BRAND_LOAD_MESSAGES.indexMissing;
  if (classifyError(error) === 'timeout') return BRAND_LOAD_MESSAGES.timeout;
  return BRAND_LOAD_MESSAGES.generic;
}
