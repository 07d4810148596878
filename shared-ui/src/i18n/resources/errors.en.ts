// The spec's English error-class sentences: the `common` namespace's `errors`, and what errorReason
// recognises in a service's answer, on a page in either language (the rest of English loads only with it).
export const errorsEn = {
  network: 'Network connection issue. Please check your internet connection.',
  permission: 'Access denied. Please contact support.',
  quota: 'Service temporarily unavailable. Please try again later.',
  configuration: 'Service configuration issue. Please contact support.',
  timeout: 'Request timed out. Please try again.',
  storageQuota: 'Storage limit reached. Some features may be limited.',
  dataFormat: 'Data format error. Please refresh the page.',
  default: 'An unexpected error occurred.',
};
