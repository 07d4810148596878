import type { DehydratedState } from '@tanstack/react-query';
import { parse } from 'devalue';
import { languageOfPath } from '@bonus-atlas/shared-ui/address';
import { DEFAULT_ROLE } from '@bonus-atlas/shared-services/frame';
// types only: the frame's first paint does not load the package root
// eslint-disable-next-line no-restricted-imports
import type { SessionUser, UserProfile } from '@bonus-atlas/shared-services';

/** The signed-in member a page was rendered for (the server verified their session cookie). */
export interface MemberState {
  user: SessionUser;
  /** users/{uid} as the server read it (role, balance, take-a-break end); null before its first write. */
  profile: UserProfile | null;
}

/** The session store's state for the member a page is rendered for: the server's render and the takeover alike. */
export function memberSessionState({ user, profile }: MemberState) {
  return {
    status: 'signed-in' as const,
    user: { ...user, displayName: profile?.displayName || user.displayName },
    role: profile?.role ?? DEFAULT_ROLE,
    profile,
  };
}

/** The wallet store's state for that member: the balance the server read, not read again. */
export function memberWalletState({ user, profile }: MemberState) {
  return {
    uid: user.uid,
    balance: profile?.balance ?? 0,
    totalEarned: profile?.totalEarned ?? 0,
    status: 'ready' as const,
    error: null,
    fromServerPage: true,
  };
}

/** What the server rendered a page with (functions/render/server-render.mjs, render-page.tsx). */
export interface ServerState {
  /** The query cache, for the browser to hydrate from. */
  cache: DehydratedState;
  /** The language of the HTML: its address's (/id/... Indonesian), which the server rendered it in. */
  language: string;
  /** The member the page was rendered for (`<html data-rendered-for="member">`), null for a visitor's. */
  member: MemberState | null;
}

/** The member's state beside the cache (`<script id="server-member">`), read once like the cache. */
function readMemberState(document: Document): MemberState | null {
  const element = document.getElementById('server-member');
  if (!element?.textContent) return null;
  element.remove();
  return parse(element.textContent) as MemberState;
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
    return { cache, language: languageOfPath(document.location.pathname), member: readMemberState(document) };
  } catch (error) {
    console.warn('The server state could not be read; rendering afresh', error);
    return null;
  }
}
