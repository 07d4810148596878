import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n-instance';

// Written here instead of react-i18next's useTranslation: that hook builds a copy of the
// i18n instance (Object.getOwnPropertyDescriptors) and registers its own listeners for every component
// that calls it. A home page of 24 brand cards has about 170 of them; a 4x-CPU profile of the first
// load put ~45 ms of main-thread work there. What a component needs is small: the active language, to
// re-render when it changes, and a t bound to its namespace. Here that is one listener for the page
// and one t per language and namespace, built once.

type Listener = () => void;
const listeners = new Set<Listener>();
let listening = false;

function subscribe(listener: Listener): () => void {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', () => {
      for (const notify of [...listeners]) notify();
    });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function activeLanguage(): string {
  return i18n.language ?? '';
}

export type TranslateFunction = ReturnType<typeof i18n.getFixedT>;

const boundT = new Map<string, TranslateFunction>();

/** t for the active language and a namespace; keys it lacks fall back to 'common' (fallbackNS). */
function translatorFor(language: string, namespace: string): TranslateFunction {
  const key = `${language}|${namespace}`;
  let t = boundT.get(key);
  if (!t) {
    t = i18n.getFixedT(language || null, namespace);
    boundT.set(key, t);
  }
  return t;
}

export interface Translation {
  t: TranslateFunction;
  i18n: typeof i18n;
}

/**
 * Texts of the shared i18n instance for a namespace (the first one of a list; keys missing there come
 * from 'common'). The component renders again when the language changes; t keeps its identity until
 * then, so memoised children are not disturbed.
 */
export function useTranslation(ns: string | readonly string[] = 'common'): Translation {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  const namespace = (typeof ns === 'string' ? ns : ns[0]) ?? 'common';
  return useMemo(() => ({ t: translatorFor(language, namespace), i18n }), [language, namespace]);
}
