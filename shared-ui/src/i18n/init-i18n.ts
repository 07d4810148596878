import LanguageDetector from 'i18next-browser-languagedetector';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, i18n } from './i18n-instance';
import { commonEn } from './resources/common.en';
import { commonId } from './resources/common.id';

export interface InitI18nOptions {
  /** Force a language (tests, Storybook); otherwise the saved choice, then the browser's. */
  lng?: string;
}

/** 'id-ID' → 'id'; some Android browsers still report Indonesian by its old code 'in'. */
export function toBaseLanguage(lng: string): string {
  const base = lng.split('-')[0]?.toLowerCase() ?? lng;
  return base === 'in' ? 'id' : base;
}

function syncHtmlLang(lng: string): void {
  // written only when it changes: every write makes the browser re-check the whole page's styles
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng)
    document.documentElement.lang = lng;
}

/** Initialises the shared i18next instance once; later calls return the same instance. */
export function initI18n(options: InitI18nOptions = {}): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(LanguageDetector).init({
    ...(options.lng ? { lng: options.lng } : {}),
    resources: { en: { common: commonEn }, id: { common: commonId } },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    // Resources are bundled, so init synchronously: the first render already has texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // the cookie tells the server which language to render a page in
      caches: ['localStorage', 'cookie'],
      lookupCookie: 'i18next',
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
      convertDetectedLanguage: toBaseLanguage,
    },
  });
  syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', (lng) => syncHtmlLang(lng.split('-')[0] ?? lng));
  return i18n;
}

export interface NamespaceResources<T extends object = Record<string, unknown>> {
  en: T;
  id: T;
}

/** Registers a remote's own namespace (e.g. 'catalog') in both languages; safe to call repeatedly. */
export function addResources<T extends object>(ns: string, resources: NamespaceResources<T>): void {
  initI18n();
  i18n.addResourceBundle('en', ns, resources.en, true, true);
  i18n.addResourceBundle('id', ns, resources.id, true, true);
}
