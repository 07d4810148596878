// Which language a browser wants when its address does not say (`/`, Storybook), and keeping the
// language a page is shown in as that browser's choice. Written here instead of
// i18next-browser-languagedetector: three lookups and two writes, where the library was 6 kB on every page.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';

/** The cookie that tells the server which language `/` is for (functions/render/server-render.mjs). */
const LANGUAGE_COOKIE = 'i18next';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** 'id-ID' → 'id'; some Android browsers still report Indonesian by its old code 'in'. */
export function toBaseLanguage(lng: string): string {
  const base = lng.split('-')[0]?.toLowerCase() ?? lng;
  return base === 'in' ? 'id' : base;
}

function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The first supported language of: the choice saved in this browser, the browser's own languages, the
 * page's `<html lang>`; else English.
 */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const candidates = [
    savedLanguage(),
    ...(window.navigator.languages ?? []),
    window.navigator.language,
    document.documentElement.getAttribute('lang'),
  ];
  for (const candidate of candidates) {
    const base = candidate ? toBaseLanguage(candidate) : undefined;
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Keeps `language` as this browser's choice: in local storage, and in the cookie the server reads. */
export function saveLanguage(language: string): void {
  if (typeof window === 'undefined' || !isLanguage(language)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage refused (a private window's quota): the cookie still carries the choice
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
