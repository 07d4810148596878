// The texts of the shared namespaces (common, and the shell's), one language at a time: a page loads
// its own language's, and the other's only when the visitor switches to it. Each language's texts of
// every app that registers here are one chunk (`texts-<language>`), fetched once.
import type { Language } from './languages';

export type Texts = Record<string, unknown>;
export type TextLoaders = Record<Language, () => Promise<Texts>>;

const loaders = new Map<string, TextLoaders>([
  [
    'common',
    {
      en: () =>
        import(/* webpackChunkName: "texts-en" */ './resources/common.en').then(
          (texts) => texts.commonEn,
        ),
      id: () =>
        import(/* webpackChunkName: "texts-id" */ './resources/common.id').then(
          (texts) => texts.commonId,
        ),
    },
  ],
]);

const fetched = new Map<string, Promise<Texts>>();

/** Adds a namespace whose texts load a language at a time (the shell's); the same loaders again change nothing. */
export function registerLanguageTexts(namespace: string, perLanguage: TextLoaders): void {
  loaders.set(namespace, perLanguage);
}

/** The namespaces whose texts load a language at a time. */
export function lazyNamespaces(): string[] {
  return [...loaders.keys()];
}

/**
 * Every registered namespace's texts in `language`, each fetched once (the shell's entry asks while the
 * app's chunks download, the app again when it starts). A failed download is not kept: the next call
 * tries again.
 */
export function fetchLanguageTexts(language: Language): Promise<Array<[string, Texts]>> {
  return Promise.all(
    [...loaders].map(async ([namespace, perLanguage]): Promise<[string, Texts]> => {
      const key = `${language}|${namespace}`;
      let texts = fetched.get(key);
      if (!texts) {
        texts = perLanguage[language]().catch((error: unknown) => {
          fetched.delete(key);
          throw error;
        });
        fetched.set(key, texts);
      }
      return [namespace, await texts];
    }),
  );
}
