import { BROWSER_SECTION_DIGEST } from './server-section';

/**
 * The attribute on the server's wrapper of #root (functions/render/server-render.mjs) naming the build
 * that rendered the page's section: `<remote>@<buildVersion>`. A page can outlive that build in a
 * CDN (a minute) while the remote is redeployed; the browser then loads another build.
 */
export const SECTION_BUILD_ATTRIBUTE = 'data-section-build';

/** The remote and build the server rendered the section with, or null (no server page, or an older one). */
export function serverSectionBuild(document: Document): { remote: string; build: string } | null {
  const value = document.querySelector(`[${SECTION_BUILD_ATTRIBUTE}]`)?.getAttribute(SECTION_BUILD_ATTRIBUTE) ?? '';
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return null;
  return { remote: value.slice(0, at), build: value.slice(at + 1) };
}

/**
 * Marks the server's section of `remote` as one React renders in the browser, as the server marks a
 * section it left to the browser: its Suspense boundary's opening comment becomes the client-render
 * one (`$!`) with the digest after it. React then renders that section with the code this page loaded
 * (the server's markup stays on screen until it does) and reports no hydration error for it; the
 * rest of the page is hydrated as usual. Hand-written: React has no API to decline hydrating a
 * boundary; this is the markup its server writes for that (react-dom's Fizz `$!` + template[data-dgst]).
 * Returns whether it found the section's boundary.
 */
export function renderSectionInBrowser(document: Document, remote: string): boolean {
  const section = document.querySelector(`#root [data-remote="${CSS.escape(remote)}"]`);
  if (!section) return false;
  for (let node = section.previousSibling; node; node = node.previousSibling) {
    if (node.nodeType !== Node.COMMENT_NODE) continue;
    const marker = (node as Comment).data;
    // another boundary's end, or one the server already left to the browser
    if (marker === '/$' || marker === '$!' || marker === '$?') return false;
    if (marker !== '$') continue;
    (node as Comment).data = '$!';
    const reason = document.createElement('template');
    reason.setAttribute('data-dgst', BROWSER_SECTION_DIGEST);
    node.parentNode?.insertBefore(reason, node.nextSibling);
    return true;
  }
  return false;
}
