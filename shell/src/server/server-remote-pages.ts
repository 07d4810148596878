// Stands in for ../federation/load-remote-page in the shell's server build (rspack.server.config.ts):
// the server renders a route's page with the remote's server code that render-page.tsx has loaded for
// this render (remote-server-code.ts), pinned here while the one render runs (renders run one at a time,
// render-admission.ts). A page not pinned is left to the browser.
import type { ComponentType } from 'react';
import type { PageDataModule } from '../../../federation.pages';
import { BROWSER_SECTION_DIGEST } from '../takeover/server-section';

type PageModule = { default: ComponentType };

const pinned = new Map<string, ComponentType>();

/** Thrown while rendering a section the server leaves to the browser (caught by the page's Suspense). */
export class SectionInBrowser extends Error {
  readonly digest = BROWSER_SECTION_DIGEST;
}

function RenderedInBrowser(): never {
  throw new SectionInBrowser('this section is rendered in the browser');
}

/** The page `id` renders with `Page` until `unpinServerPages` (null: left to the browser). */
export function pinServerPage(id: string, Page: ComponentType | null): void {
  if (Page) pinned.set(id, Page);
  else pinned.delete(id);
}

export function unpinServerPages(): void {
  pinned.clear();
}

export function preloadRemotePage(id: string): Promise<PageModule> {
  const Page = pinned.get(id);
  return Page ? Promise.resolve({ default: Page }) : Promise.reject(new SectionInBrowser(id));
}

export function remotePage(id: string): ComponentType {
  return pinned.get(id) ?? RenderedInBrowser;
}

export function forgetRemotePage(id: string): void {
  pinned.delete(id);
}

/**
 * The server render hands each read the page data it loaded with the remote's server code
 * (remote-server-code.ts, render-page.tsx): a data read without it reads nothing here.
 */
export function loadRemotePageData(remote: string): Promise<PageDataModule> {
  return Promise.reject(new SectionInBrowser(`${remote}: page data comes with the render's server section`));
}
