import type { DehydratedState } from '@tanstack/react-query';
import { parse } from 'devalue';
import { languageOfPath } from '@bonus-atlas/shared-ui/address';

/** What the server rendered a page with (scripts/lib/server-render.mjs, render-page.tsx). */
export interface ServerState {
  /** The query cache, for the browser to hydrate from. */
  cache: DehydratedState;
  /** The language of the HTML: its address's (/id/... Indonesian), which the server rendered it in. */
  language: string;
}

/**
 * The state of a page the server rendered, or null for the plain index.html. Its language is the
 * address's (not <html lang>, which i18n rewrites with its first guess as soon as its module runs). A promotions cursor arrives as its
 * document's path (shared-services' serverStateReducers) and stays one. Takes the state element out of
 * the page.
 */
export function readServerState(document: Document): ServerState | null {
  const element = document.getElementById('server-state');
  if (!element?.textContent) return null;
  // read once: the cache is handed over, the element is not needed in the page afterwards
  element.remove();
  try {
    const cache = parse(element.textContent, { DocumentPath: (path: { path: string }) => path }) as DehydratedState;
    return { cache, language: languageOfPath(document.location.pathname) };
  } catch (error) {
    console.warn('The server state could not be read; rendering afresh', error);
    return null;
  }
}
