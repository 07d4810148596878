import { useEffect, type ReactNode } from 'react';

/**
 * The element the server wraps #root in (functions/render/server-render.mjs): a disabled fieldset, so the
 * page's buttons, fields and selects refuse input until the app has taken the page over.
 */
const SERVER_MARKUP_SELECTOR = 'fieldset[data-server-markup]';

/**
 * The longest a hydrated page keeps its controls waiting for the route's page to commit: a guard for a
 * page that never does (a remote that fails under its error boundary), not a timing anyone relies on.
 */
const PAGE_COMMIT_WAIT_LIMIT_MS = 3000;

/** The page's controls work from now on: the server's fieldset is no longer disabled (once; then a no-op). */
export function releaseServerMarkup(document: Document): void {
  const fieldset = document.querySelector(SERVER_MARKUP_SELECTOR);
  if (!(fieldset instanceof HTMLFieldSetElement)) return;
  fieldset.disabled = false;
  // its styles (controls look enabled while they wait) end with it
  fieldset.removeAttribute('data-server-markup');
}

/**
 * Rendered beside the route's page, inside its Suspense boundary (RemoteRoute): releases the server's
 * page once that boundary has committed, after the page's own effects. Hydration commits such a
 * boundary after the frame, in a later task, and the page's first client updates come with it (the
 * promotions grid becomes masonry on a wide screen, replacing the server's plain grid): a click let
 * through before then could land on a card that is about to be replaced, and be lost.
 */
export function ReleasesServerMarkupWithPage(): null {
  useEffect(() => releaseServerMarkup(document), []);
  return null;
}

/**
 * Releases the server's page once the app is in charge of it. Rendered anew, that is its first
 * commit. Hydrated (`afterPage`), ReleasesServerMarkupWithPage does it once the route's page has
 * committed; this only guards, after PAGE_COMMIT_WAIT_LIMIT_MS.
 */
export function ReleasesServerMarkup({ children, afterPage = false }: { children: ReactNode; afterPage?: boolean }) {
  useEffect(() => {
    if (!afterPage) {
      releaseServerMarkup(document);
      return undefined;
    }
    const timer = setTimeout(() => releaseServerMarkup(document), PAGE_COMMIT_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [afterPage]);
  return children;
}
