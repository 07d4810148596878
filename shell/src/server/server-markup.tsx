import { useEffect, type ReactNode } from 'react';

/**
 * The element the server wraps #root in (scripts/lib/server-render.mjs): a disabled fieldset, so the
 * page's buttons, fields and selects refuse input until the app has taken the page over.
 */
const SERVER_MARKUP_SELECTOR = 'fieldset[data-server-markup]';

/** The page's controls work from now on: the server's fieldset is no longer disabled. */
export function releaseServerMarkup(document: Document): void {
  const fieldset = document.querySelector(SERVER_MARKUP_SELECTOR);
  if (!(fieldset instanceof HTMLFieldSetElement)) return;
  fieldset.disabled = false;
  // its styles (controls look enabled while they wait) end with it
  fieldset.removeAttribute('data-server-markup');
}

/** Releases the server's page once the app's first render is on screen (hydrated or rendered anew). */
export function ReleasesServerMarkup({ children }: { children: ReactNode }) {
  useEffect(() => releaseServerMarkup(document), []);
  return children;
}
