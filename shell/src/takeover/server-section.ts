/**
 * A copy of the route's section as the server rendered it, kept for the case where its remote then
 * fails to load in the browser: the visitor keeps reading the page the server sent (its links work, as
 * plain links) with the section's notice and Retry beside it, instead of losing it to the notice alone.
 */
interface ServerSection {
  remote: string;
  /** The address the server rendered (path and query): the copy belongs to that page only. */
  address: string;
  html: string;
}

let kept: ServerSection | null = null;

/**
 * Reads the section (the remote page's root, marked `data-remote`) before the app hydrates the page,
 * while the server's markup is still what is on screen. Its `data-remote` becomes `data-remote-copy`:
 * the copy is not the remote's page, and tests and styles that look for the page must not take it for one.
 */
export function keepServerSection(document: Document, address: string): void {
  const section = document.querySelector('#root [data-remote]');
  if (!(section instanceof HTMLElement) || !section.dataset.remote) return;
  const copy = section.cloneNode(true) as HTMLElement;
  copy.setAttribute('data-remote-copy', section.dataset.remote);
  copy.removeAttribute('data-remote');
  kept = { remote: section.dataset.remote, address, html: copy.outerHTML };
}

/** The server's markup of `remote`'s section at `address`, or null (another page, another section, none kept). */
export function serverSectionFor(remote: string, address: string): string | null {
  return kept && kept.remote === remote && kept.address === address ? kept.html : null;
}

/**
 * The digest the server gives a section it left to the browser (its remote's server code could not be
 * had, or did not match the browser's): React then renders that section in the browser, and the
 * takeover does not report it as a hydration error (bootstrap.tsx).
 */
export const BROWSER_SECTION_DIGEST = 'section-rendered-in-browser';
