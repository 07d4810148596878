import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  currentLanguage,
  i18n,
  type Language,
} from './i18n-instance';
import { detectLanguage, saveLanguage } from './language-choice';
import { fetchLanguageTexts, lazyNamespaces, type Texts } from './language-texts';

export interface InitI18nOptions {
  /** Force a language (the page's address, tests, Storybook); otherwise the saved choice, then the browser's. */
  lng?: string;
}

/** Texts that arrived before the instance was made: its first resources. */
const resourcesBeforeInit: Record<string, Record<string, Texts>> = {};

function syncHtmlLang(lng: string): void {
  // written only when it changes: every write makes the browser re-check the whole page's styles
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng)
    document.documentElement.lang = lng;
}

/** Initialises the shared i18next instance once; later calls return the same instance. */
export function initI18n(options: InitI18nOptions = {}): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.init({
    lng: options.lng ?? detectLanguage(),
    // the shared namespaces' texts come a language at a time (loadLanguage): those already here
    resources: resourcesBeforeInit,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    // nothing to fetch at init, so it is synchronous: the first render already has texts
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  syncHtmlLang(
    (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0] ?? DEFAULT_LANGUAGE,
  );
  saveLanguage(i18n.language);
  i18n.on('languageChanged', (lng) => {
    syncHtmlLang(lng.split('-')[0] ?? lng);
    // the language a page is shown in is this browser's choice (what `/` opens in next time)
    saveLanguage(lng);
  });
  // made before its texts arrived (their download failed, or a test's fresh modules): they are fetched
  // now, and shown as soon as they are in
  const language = currentLanguage();
  if (!isLanguageLoaded(language)) void loadLanguage(language).catch(() => undefined);
  return i18n;
}

/** Whether every shared namespace has its texts in `language`. */
export function isLanguageLoaded(language: Language): boolean {
  return (
    i18n.isInitialized &&
    lazyNamespaces().every((namespace) => i18n.hasResourceBundle(language, namespace))
  );
}

/**
 * Fetches the shared namespaces' texts in `language` (once) and adds them. Texts of the language already
 * shown that arrive late are shown at once (the components re-render as on a switch).
 */
export async function loadLanguage(language: Language): Promise<void> {
  const texts = await fetchLanguageTexts(language);
  if (!i18n.isInitialized) {
    for (const [namespace, bundle] of texts)
      (resourcesBeforeInit[language] ??= {})[namespace] = bundle;
    return;
  }
  const missing = texts.filter(([namespace]) => !i18n.hasResourceBundle(language, namespace));
  for (const [namespace, bundle] of missing)
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  if (missing.length > 0 && i18n.language === language) await i18n.changeLanguage(language);
}

/** Switches the texts to `language` once its texts are here, so no key is ever shown in place of a text. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguageLoaded(language)) await loadLanguage(language);
  await i18n.changeLanguage(language);
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
