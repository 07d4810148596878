import { useSyncExternalStore } from 'react';
import {
  changeLanguage,
  currentLanguage,
  i18n,
  isLanguageLoaded,
  loadLanguage,
  type Language,
} from '@bonus-atlas/shared-ui';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '@bonus-atlas/shared-ui/address';
import { detectLanguage } from '@bonus-atlas/shared-ui/language';

// Each language has its own addresses (Indonesian under /id/...), so a page can be found, shared and
// linked in either language; the page's language is its address's. The router's basename is the
// language's prefix, so every link inside the site stays in the language it is in.

const ADDRESS_CHANGED = 'bonus-atlas:address-language';

function addressLanguage(): Language {
  return languageOfPath(window.location.pathname);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

/** The language of the address in the location bar; changes with the switch and with Back/Forward across languages. */
export function useAddressLanguage(): Language {
  return useSyncExternalStore(subscribe, addressLanguage, addressLanguage);
}

/**
 * Where the app starts: `/` is the one address that follows a choice. The server sends a saved
 * Indonesian choice (its cookie) to /id, and a choice this browser kept without the cookie (or its own
 * language, Indonesian) goes there too, before the router starts. Answers the language the page starts in.
 */
export function settleStartAddress(): Language {
  const { pathname, search, hash } = window.location;
  if (pathname === '/' && detectLanguage() === 'id')
    window.history.replaceState(window.history.state, '', `${pathInLanguage('/', 'id')}${search}${hash}`);
  return addressLanguage();
}

/** The texts follow the address (Back/Forward into the other language's pages). */
export function followAddressLanguage(): void {
  const sync = () => {
    const wanted = addressLanguage();
    if (currentLanguage() !== wanted) void changeLanguage(wanted).catch(() => undefined);
  };
  sync();
  window.addEventListener('popstate', sync);
}

/**
 * The language switch: the same page at the other language's address, and that language's texts (a
 * saved choice). A page has only its own language's texts: the other's are fetched first, so no key is
 * shown; if they cannot be, the browser opens that address and the server renders it in that language.
 */
export function switchLanguage(language: Language): void {
  // the address when the texts are in (the visitor may have moved on meanwhile)
  const target = () => {
    const { pathname, search, hash } = window.location;
    return `${pathInLanguage(pathWithoutLanguage(pathname), language)}${search}${hash}`;
  };
  const go = () => {
    const { pathname, search, hash } = window.location;
    const to = target();
    if (to !== `${pathname}${search}${hash}`) window.history.pushState(null, '', to);
    void i18n.changeLanguage(language);
    window.dispatchEvent(new Event(ADDRESS_CHANGED));
  };
  if (isLanguageLoaded(language)) go();
  else void loadLanguage(language).then(go, () => window.location.assign(target()));
}
