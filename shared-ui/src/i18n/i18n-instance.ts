import i18next from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

// One instance for the whole site: shared-ui is a federation singleton, so shell and remotes share it.
export const i18n = i18next.createInstance();

export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from './languages';

/** The active UI language, narrowed to what the site supports. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const base = lng?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** Locale for dates and relative times; money and numbers always use id-ID (spec §9). */
export function dateLocale(): string {
  return currentLanguage() === 'id' ? 'id-ID' : 'en-GB';
}
