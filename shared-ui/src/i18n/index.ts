export {
  i18n,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  currentLanguage,
  dateLocale,
  isLanguage,
} from './i18n-instance';
export type { Language } from './i18n-instance';
export {
  initI18n,
  addResources,
  loadLanguage,
  changeLanguage,
  isLanguageLoaded,
} from './init-i18n';
export type { InitI18nOptions, NamespaceResources } from './init-i18n';
export { useTranslation } from './use-translation';
export { createMessageTexts } from './message-texts';
export type { MessageText } from './message-texts';
export { errorReason } from './error-text';
export type { TranslateFunction } from './use-translation';
export { useCommonLabel } from './use-common-label';
export type { CommonTexts } from './use-common-label';
export type { CommonResources } from './resources/common.en';
