import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { i18n, initI18n, loadLanguage, whenPageSettles, type Language } from '@bonus-atlas/shared-ui';
import {
  getQueryClient,
  resetSession,
  settleSessionWithoutSavedUser,
  useSessionStore,
} from '@bonus-atlas/shared-services/frame';
import '@bonus-atlas/shared-ui/styles.css';
import { App } from '../App';
import { setUpFederation } from '../federation/register-remotes';
import { afterFirstPaint } from './first-paint';
import { followAddressLanguage, settleStartAddress } from '../routes/address-language';
import { adoptRouteData, routePageLoaded, startRoute } from '../routes/route-start';
import { ReleasesServerMarkup } from '../takeover/server-markup';
import { snapshotCurrentState } from '../takeover/current-state-snapshot';
import {
  memberSessionState,
  memberWalletState,
  readServerState,
  type MemberState,
  type ServerState,
} from '../takeover/server-state';
import { BROWSER_SECTION_DIGEST, keepServerSection } from '../takeover/server-section';
import { renderSectionInBrowser, serverSectionBuild } from '../takeover/section-builds';
import { loadedBuildOf } from '../federation/build-versions-plugin';
import { loadServices } from '../services/load-services';
import { startSession } from '../services/start-session';
import { yieldToMain } from './yield-to-main';
import { loadAccountMenu } from '../layout/account-menu-load';
import '../i18n';

/** How long a visitor's page may stay without the Auth SDK when nobody touches it. */
const VISITOR_SESSION_DELAY_MS = 3000;

/**
 * Settles when the main thread is next idle (the route's first render done and its images asked
 * for), or after `timeoutMs` at the latest; a timer where the browser has no idle callbacks.
 */
function whenIdle(timeoutMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 300);
  });
}

/**
 * Renders the app into #root. A page the server rendered for a visitor keeps its server
 * markup on screen until the route's page and data have arrived (the query cache comes with the HTML),
 * then the app hydrates it: React adopts the server's elements instead of making new ones, in slices
 * (a transition) between which the browser stays responsive. The server's fieldset around #root keeps
 * the controls disabled until then. The server page is dropped at once if this browser holds a saved
 * user (spec §4: the section waits for auth) or chose another language than the server saw.
 * Resolves with whether it took the server's page over (it has then started the route itself).
 */
async function renderApp(
  container: HTMLElement,
  queryClient: QueryClient,
  isVisitor: Promise<boolean>,
  serverState: ServerState | null,
): Promise<boolean> {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!serverState) {
    // Rendered at once, not as a transition: a transition's render is sliced between the scripts that
    // arrive meanwhile, so the frame painted ~500 ms later (simulated FCP 1.0 -> 1.6 s on /bycategory)
    // for no Total Blocking Time gained (measured A/B)
    createRoot(container).render(app);
    return false;
  }
  // a member's page fits a browser holding a saved user, a visitor's one holding none
  const fitsThisBrowser = serverState.member ? !(await isVisitor) : await isVisitor;
  if (fitsThisBrowser && i18n.resolvedLanguage === serverState.language) {
    hydrate(queryClient, serverState.cache);
    await yieldToMain();
    void setUpFederation();
    // a page that fails to arrive is rendered anyway: its section shows the error with Retry, beside
    // the server's copy of it, kept now while the server's markup is still what is on screen
    keepServerSection(document, window.location.pathname + window.location.search);
    await startRoute(window.location, queryClient).catch(() => undefined);
    // a section rendered by another build of its remote than the one this page loaded (the page outlived
    // that build in a CDN) is rendered here anew, never hydrated against markup its code did not make
    const rendered = serverSectionBuild(document);
    const loadedBuild = rendered ? loadedBuildOf(rendered.remote) : undefined;
    if (rendered && loadedBuild && loadedBuild !== rendered.build) renderSectionInBrowser(document, rendered.remote);
    // what the page came with is the remote's to keep (the brand list: this browser's saved copy, spec §4, §9)
    void adoptRouteData(window.location, queryClient).catch(() => undefined);
    // the header's balance as the server showed it, before React adopts the header
    if (serverState.member) await startWalletAsMember(serverState.member).catch(() => undefined);
    // a transition: hydration at default priority would be one long task for the whole page. Where the
    // browser's render differs from the server's, React renders the page anew and reports it
    // (onRecoverableError's default: the console). A section the server left to the browser (its
    // remote's server code was missing or of another build) is rendered here as planned, not reported.
    startTransition(() => {
      hydrateRoot(container, <ReleasesServerMarkup afterPage>{app}</ReleasesServerMarkup>, {
        onRecoverableError: (error) => {
          if ((error as { digest?: unknown } | null)?.digest === BROWSER_SECTION_DIGEST) return;
          reportError(error);
        },
      });
    });
    return true;
  }
  // the server's page does not fit this browser: its session starts loading (a saved user), or signed
  // out (a member's page in a browser that holds no user: a stale cookie)
  if (!(await isVisitor)) resetSession('loading');
  else if (serverState.member) resetSession('signed-out');
  createRoot(container).render(<ReleasesServerMarkup>{app}</ReleasesServerMarkup>);
  return false;
}

/**
 * A member's server page starts signed in as the member it was rendered for (spec §4: no signed-out
 * screen first, and their take-a-break holds from the first frame); the Auth SDK confirms later, and a
 * browser that turns out to hold no user is signed out before anything is rendered.
 */
function startAsMember(member: MemberState): void {
  useSessionStore.setState(memberSessionState(member));
  // hydration renders what the server rendered: this member's session, not the store's first state
  snapshotCurrentState([useSessionStore]);
}

/** The wallet store lives in the kernel: filled once it is in, before the takeover renders. */
async function startWalletAsMember(member: MemberState): Promise<void> {
  const services = await loadServices();
  services.useWalletSummaryStore.setState(memberWalletState(member));
  snapshotCurrentState([services.useWalletSummaryStore]);
}

function start(): void {
  // read before i18n writes this browser's own language to <html lang>
  const serverState = readServerState(document);
  if (serverState?.member) startAsMember(serverState.member);
  // a visitor (no user saved in this browser) is signed out now, not once the Auth SDK has loaded
  const isVisitor = settleSessionWithoutSavedUser().catch(() => false);
  // the page's language's texts (asked for by index.ts already) are in before anything renders
  const language = settleStartAddress();
  void loadLanguage(language)
    .catch(() => loadLanguage(language))
    .catch(() => undefined)
    .then(() => startApp(serverState, isVisitor, language));
}

function startApp(serverState: ServerState | null, isVisitor: Promise<boolean>, language: Language): void {
  initI18n({ lng: language });
  followAddressLanguage();
  const queryClient = getQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const tookServerPageOver = renderApp(container, queryClient, isVisitor, serverState);
  // The frame paints first, with only remotes.json and the route's manifest (both asked for by
  // index.ts) on the wire; then, side by side: the route's remote page and its data; and only once
  // those have arrived and the page has rendered (the next idle moment), the session with the Auth
  // SDK: 24 kB gzip the first screen does not need, kept off the wire while the page and its first
  // images load. A visitor is signed out from the start, so for them it waits until the page has
  // settled or is touched (signing in starts it at once); with a saved user the session shows its
  // loading state until Auth answers. Firebase uses the build's config.
  afterFirstPaint(() => {
    void setUpFederation();
    // a page taken over from the server starts its route once the server's cache is handed over
    // (renderApp): started here as well, it could run first and read Firestore for data already in the HTML
    const routeStarted = tookServerPageOver.then((tookOver) =>
      tookOver ? undefined : startRoute(window.location, queryClient),
    );
    void isVisitor
      .then(async (visitor) => {
        if (visitor) {
          await routeStarted;
          await whenPageSettles(VISITOR_SESSION_DELAY_MS);
          return;
        }
        void loadAccountMenu().catch(() => undefined);
        // a saved user sees nothing below the header until the role is read, so the session waits
        // for the page's code only: behind the route's data, a slow database's whole deadline (15 s on
        // home) came before the role read's own
        await routePageLoaded(window.location);
      })
      .then(() => whenIdle())
      .then(startSession)
      // without the services there is no session: signed out, and the route shows its own error
      .catch(() => resetSession());
  });
}

// the modules above have run (one task); the start is the next
void yieldToMain().then(start);
