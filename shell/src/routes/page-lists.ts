import { useSyncExternalStore } from 'react';
import type { PageDeclaration, PageList } from '../../../federation.pages';
import { REMOTE_NAMES, type RemoteName } from '../federation/remotes-map';

// Every remote's pages, from the lists their builds publish (pages.json beside each manifest): the
// router, side menu, admin guard, boot prefetch and server render read them here. The server reads the
// lists (server/page-list-reader.ts) and puts them into every HTML page it sends, so boot has them at
// once; a page without them (the dev server's index.html) fetches them (page-list-fetch.ts).

/** One route of one remote's page. */
export interface RoutePage extends Omit<PageDeclaration, 'paths'> {
  remote: RemoteName;
  path: string;
}

export type PageLists = Partial<Record<RemoteName, PageList>>;

/** The <script type="application/json"> the server puts the lists in. */
export const PAGE_LISTS_ELEMENT_ID = 'page-lists';

let lists: PageLists = {};
let routes: readonly RoutePage[] = [];
/** Whether the lists are all in, or the fetch of those missing is over (an unknown address is then not found). */
let settled = false;
const listeners = new Set<() => void>();

function routesOf(next: PageLists): RoutePage[] {
  // remote by remote in the remotes map's order, each list in its own order: the first match wins
  return REMOTE_NAMES.flatMap((remote) =>
    (next[remote]?.pages ?? []).flatMap(({ paths, ...page }) => paths.map((path) => ({ ...page, remote, path }))),
  );
}

/** Replaces the lists (a remote's list left out: its pages are not known yet). */
export function setPageLists(next: PageLists): void {
  lists = next;
  routes = routesOf(next);
  settled ||= remotesWithoutList().length === 0;
  for (const listener of listeners) listener();
}

export function currentPageLists(): PageLists {
  return lists;
}

export function pageRoutes(): readonly RoutePage[] {
  return routes;
}

/** Remotes whose list is not in (unreadable, or not fetched yet): their addresses may still be pages. */
export function remotesWithoutList(): RemoteName[] {
  return REMOTE_NAMES.filter((remote) => !lists[remote]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const listsNow = () => lists;

/** The lists, re-rendering when one arrives. */
export function usePageLists(): PageLists {
  return useSyncExternalStore(subscribe, listsNow, listsNow);
}

/** The routes, re-rendering when a list arrives. */
export function usePageRoutes(): readonly RoutePage[] {
  return useSyncExternalStore(subscribe, pageRoutes, pageRoutes);
}

/** The fetch of the missing lists is over: what is still missing stays unknown for this page view. */
export function settlePageLists(): void {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

const isSettled = () => settled;

/** Whether an unknown address is not found (until then it may be a page of a list on its way). */
export function usePageListsSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, isSettled);
}

export function remoteModuleId(route: Pick<RoutePage, 'remote' | 'module'>): string {
  return `${route.remote}/${route.module}`;
}

/** The lists the server put into this page; false when it put none (boot then fetches them). */
export function readInlinedPageLists(document: Document): boolean {
  const text = document.getElementById(PAGE_LISTS_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    const inlined = JSON.parse(text) as PageLists;
    setPageLists(typeof inlined === 'object' && inlined !== null ? inlined : {});
    return true;
  } catch (error) {
    console.warn('The page lists in this page could not be read; fetching them', error);
    return false;
  }
}
