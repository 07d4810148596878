import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { i18n } from './i18n-instance';

/**
 * react-i18next's hook bound to the shared instance, so it works in any remote
 * even when that remote bundles its own copy of react-i18next.
 */
export function useTranslation(ns: string | readonly string[] = 'common') {
  return useI18nextTranslation(ns as string | string[], { i18n });
}
