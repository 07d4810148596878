// The site's languages (no imports: the shell's entry reads these before i18next is on the page).
export const SUPPORTED_LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'bonusAtlas.language';

export function isLanguage(value: string | undefined): value is Language {
  return value === 'en' || value === 'id';
}
