import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n, LANGUAGE_STORAGE_KEY, type Language } from '@bonus-atlas/shared-ui';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '@bonus-atlas/shared-ui/address';

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

/** The choice saved in this browser (the language switch's), if any. */
function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The texts follow the address (the first page, and Back/Forward into the other language's pages).
 * `/` is the one address that follows a choice: the server sends a saved Indonesian choice (its cookie)
 * to /id, and a choice this browser kept without the cookie goes there too, before the router starts.
 */
export function followAddressLanguage(): void {
  const { pathname, search, hash } = window.location;
  if (pathname === '/' && savedLanguage() === 'id')
    window.history.replaceState(window.history.state, '', `${pathInLanguage('/', 'id')}${search}${hash}`);
  const sync = () => {
    const wanted = addressLanguage();
    if (currentLanguage() !== wanted) void i18n.changeLanguage(wanted);
  };
  sync();
  window.addEventListener('popstate', sync);
}

/** The language switch: the same page at the other language's address, and that language's texts (a saved choice). */
export function switchLanguage(language: Language): void {
  const { pathname, search, hash } = window.location;
  const target = `${pathInLanguage(pathWithoutLanguage(pathname), language)}${search}${hash}`;
  if (target !== `${pathname}${search}${hash}`) window.history.pushState(null, '', target);
  void i18n.changeLanguage(language);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}
