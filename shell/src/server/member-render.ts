import type { QueryClient } from '@tanstack/react-query';
import { stringify } from 'devalue';
// the server render loads the whole services package at once (no first paint to keep light)
// eslint-disable-next-line no-restricted-imports
import {
  getFirebase,
  queryKeys,
  resetSession,
  useSessionStore,
  useWalletSummaryStore,
} from '@bonus-atlas/shared-services';
import {
  documentsRoot,
  readMemberDocuments,
  type MemberClaims,
  type MemberDocuments,
} from '@bonus-atlas/shared-services/server';
import { memberPageDataLoader, type PageDataModule } from '../../../federation.pages';
import { snapshotCurrentState } from '../takeover/current-state-snapshot';
import { memberSessionState, memberWalletState, type MemberState } from '../takeover/server-state';

/** A signed-in browser's session as the server verified it (functions/render/server-render.mjs). */
export interface MemberSession {
  claims: MemberClaims;
  idToken: string;
}

/**
 * What the page server needs to verify a session cookie with firebase-admin: this build's project, and
 * its Auth emulator's host when it was built for the emulators (functions/render/server-render.mjs).
 */
export function sessionConfig(): { projectId: string; authEmulatorHost: string | null } {
  const { projectId, useEmulators, emulators } = getFirebase().config;
  return { projectId, authEmulatorHost: useEmulators ? new URL(emulators.authUrl).host : null };
}

/**
 * Reads the member's own documents (as them: their ID token, the rules decide) and puts what their
 * page's queries would read into the render's cache: their favourites and their wallet summary.
 */
export async function readMember(
  member: MemberSession,
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<MemberDocuments> {
  const documents = await readMemberDocuments(member.claims, member.idToken, signal);
  const { uid } = documents.user;
  queryClient.setQueryData(queryKeys.users.favorites(uid), documents.favoriteIds);
  queryClient.setQueryData(queryKeys.wallet.summary(uid), {
    balance: documents.profile?.balance ?? 0,
    totalEarned: documents.profile?.totalEarned ?? 0,
  });
  return documents;
}

/**
 * The member's documents and, for a page of their own data (its `memberStart`), that data too, all
 * read as them into the render's cache: the page's data by the loader its remote's `./pageData` names
 * (`pageData`, from the remote's server build), so what a page reads ships with its remote. Null when
 * the page is not rendered for this member (an admin's All Brands) or its remote has no such loader (its
 * server code could not be had, or it is of another build); a failed read throws.
 */
export async function readMemberPage(
  member: MemberSession,
  starter: string | undefined,
  queryClient: QueryClient,
  signal: AbortSignal,
  pageData: PageDataModule | null | undefined,
): Promise<MemberDocuments | null> {
  const loader = starter === undefined ? undefined : memberPageDataLoader(pageData, starter);
  if (starter !== undefined && !loader) {
    // no server code for the remote was said so already (remote-server-code.ts); a list of another build is said here
    if (pageData) console.warn(`[server render] no member page data named ${starter}; the page is left to the browser`);
    return null;
  }
  const documents = await readMember(member, queryClient, signal);
  if (!loader) return documents;
  const page = { uid: documents.user.uid, idToken: member.idToken, profile: documents.profile };
  const firestore = documentsRoot(getFirebase().config);
  return (await loader.start({ member: page, queryClient, signal, firestore })) ? documents : null;
}

/** The session the browser starts with on this member's page, before its Auth SDK has answered. */
export function memberState(documents: MemberDocuments): MemberState {
  return { user: documents.user, profile: documents.profile };
}

/** The member's state for the browser (devalue: the profile holds Dates), beside the query cache. */
export function serializeMemberState(documents: MemberDocuments): string {
  return stringify(memberState(documents));
}

/**
 * Signs the one render in as the member (session, role, profile with its take-a-break end, balance):
 * renders run one at a time, so the module-level stores hold this member's state for this render
 * alone. Returns the undo, which signs the stores out again for the next page.
 */
export function enterMemberSession(documents: MemberDocuments): () => void {
  applyMemberState(memberState(documents));
  const renderInitialState = snapshotCurrentState([useSessionStore, useWalletSummaryStore]);
  return () => {
    renderInitialState();
    resetSession('signed-out');
    useWalletSummaryStore.setState({ uid: null, balance: 0, totalEarned: 0, status: 'idle', error: null });
  };
}

function applyMemberState(member: MemberState): void {
  useSessionStore.setState(memberSessionState(member));
  useWalletSummaryStore.setState(memberWalletState(member));
}
