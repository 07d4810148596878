// `@bonus-atlas/shared-ui/language`: the page's language and its texts' download, without i18next, for
// the shell's entry (it starts that download beside the app's chunks). Bundled by each app.
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';
export { detectLanguage } from './language-choice';
export {
  fetchLanguageTexts,
  registerLanguageTexts,
  type TextLoaders,
  type Texts,
} from './language-texts';
