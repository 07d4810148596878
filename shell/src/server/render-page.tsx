import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// the server's router: rendering one address without a browser history (the shared router module
// lists only what browsers use)
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { stringify } from 'devalue';
import { initI18n, i18n, isLanguage, LANGUAGE_PREFIX, loadLanguage } from '@bonus-atlas/shared-ui';
// the server render is no first paint: it loads the whole services package at once
// eslint-disable-next-line no-restricted-imports
import { serverStateReducers, shareServerReads } from '@bonus-atlas/shared-services';
import { createSharedReads } from '@bonus-atlas/shared-services/server';
import { createQueryClient } from '@bonus-atlas/shared-services/frame';
import '../i18n';
import { AppProviders, AppRoutes } from '../App';
import { routeForPath } from '../routes/route-match';
import { startRouteData, starterArgs } from '../routes/route-start';
import { readSiteSettingsInto } from './site-settings-read';
import { remoteModuleId } from '../routes/page-lists';
import type { RemoteName } from '../federation/remotes-map';
import { addressArguments } from './known-values';
import { freshPageLists } from './page-list-reader';
import { createRenderAdmission, type RenderLimits } from './render-admission';
import { pageOutcome, type PageOutcome } from './page-address';
import { remotesSource, serverSection, type ServerSection } from './remote-server-code';
import { pinServerPage, unpinServerPages } from './server-remote-pages';
import { BROWSER_SECTION_DIGEST } from '../takeover/server-section';
import { pageDataLoader } from '../../../federation.pages';
import { enterMemberSession, readMemberPage, serializeMemberState, type MemberSession } from './member-render';

export { canonicalAddress, languageOfAddress, settledAddress } from './page-address';
export { sitemapBrands } from './sitemap-data';
export { SITE_ORIGIN } from '@bonus-atlas/shared-ui/address';
export { useRemotesMap, registeredVersions } from './remote-server-code';
export { sessionConfig, type MemberSession } from './member-render';
export { pagePolicyFirebase } from './page-policy';

/**
 * Every remote's page list as JSON for the HTML page (read again like the manifests, page-list-reader.ts):
 * the server puts it into every page it sends, rendered or plain, so the browser's router, menu and boot
 * have them at once. Call before the address functions below: they answer from these lists.
 */
export async function pageListsJson(): Promise<string> {
  return JSON.stringify(await freshPageLists());
}

/** The addresses the remotes' page lists offer the sitemap (each page's `listed`), in English. */
export async function sitemapPages(): Promise<string[]> {
  const lists = await freshPageLists();
  return Object.values(lists).flatMap((list) => list?.pages.flatMap((page) => page.listed ?? []) ?? []);
}

/** Whether the server knows its remotes map yet (useRemotesMap). */
export function hasRemotesMap(): boolean {
  return remotesSource() !== null;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** What React asks to load early (the first images' preloads), for <head>: #root holds only the app. */
  head: string;
  /** The query cache the page was rendered with (devalue), for the browser to hydrate from. */
  state: string;
  /** A signed-in member's page: the session it was rendered with (devalue), for the browser to start from. */
  member: string | null;
  language: string;
  /** The remote and exposed module of the page, whose stylesheets the HTML must link. */
  remote: RemoteName;
  module: string;
  /**
   * The page's stylesheets (absolute URLs) from the remote's browser manifest, of the build id the
   * section was rendered with (or left to the browser with).
   */
  stylesheets: string[];
  /** The remote's build id the page was rendered for, null when its manifest could not be read. */
  buildVersion: string | null;
  /** 404 for a brand that does not exist, 301 for a brand's slug in other letter case. */
  outcome: PageOutcome;
}

/**
 * The public reads every page of this server shares (the brand list, a brand's promotions, slugs'
 * claims): each kept a short time, identical reads in flight joined, at most this many answers and
 * this many distinct reads waiting (a paused database or a flood of made-up addresses then gets plain
 * pages at once instead of a pile of requests).
 */
export const SHARED_READ_LIMITS = { maxEntries: 2000, maxInFlight: 64 };
shareServerReads(createSharedReads(SHARED_READ_LIMITS));

/**
 * The new address of a moved page, as the page's own loader says (the catalog's brand page: a slug the
 * brand has left, kept as a redirect claim, answers with its current slug), query kept. Null for every
 * other address, and when the look-up fails (the page then renders as usual and the browser's router
 * redirects). The loader comes from the remote's server code, as the page does. The caller's deadline bounds it.
 */
export async function redirectFor(url: string): Promise<string | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const found = routeForPath(pathname);
  if (!found?.route.start) return null;
  try {
    const { pageData } = await serverSection(found.route.remote, found.route.module, true);
    const redirect = pageDataLoader(pageData, found.route.start.starter)?.redirect;
    const moved = redirect ? await redirect(starterArgs(found.route, found.params, search)) : null;
    return moved ? `${moved}${search}` : null;
  } catch (error) {
    console.error('[server render] redirect look-up of', pathname, 'failed:', error);
    return null;
  }
}

/**
 * The server render's limits. A visitor waits at most RENDER_DEADLINE_MS for a rendered page; past it,
 * or when there is no room, they get the plain index.html at once and the browser renders the page.
 * Reads run side by side; the rendering itself runs one page at a time: the language is the shared
 * i18n instance's (shared-ui's useTranslation reads that one instance, as a browser has one per page),
 * so two renders in different languages must not interleave. A render is ~25 ms of CPU once its data is
 * in (about 40 a second on one core, benchmarks/server-render-load.mjs), so 48 waiting is about 1.2 s:
 * within the deadline, and 50 visitors at once are all rendered (a reading place is held until the
 * page is rendered).
 */
export const RENDER_LIMITS: RenderLimits = { deadlineMs: 3000, reading: 64, waitingToRender: 48 };

const admit = createRenderAdmission(RENDER_LIMITS);

/** Visitors sent the plain page since the last log line (shed or late), logged at most every few seconds. */
const unrendered = { shed: 0, late: 0, loggedAt: 0 };
const UNRENDERED_LOG_INTERVAL_MS = 5000;

function noteUnrendered(outcome: 'shed' | 'late', pathname: string): void {
  unrendered[outcome] += 1;
  const now = Date.now();
  if (now - unrendered.loggedAt < UNRENDERED_LOG_INTERVAL_MS) return;
  console.warn(
    `[server render] plain pages sent: ${unrendered.late} past the ${RENDER_LIMITS.deadlineMs} ms deadline, ${unrendered.shed} for want of room (last: ${outcome} ${pathname})`,
  );
  unrendered.shed = 0;
  unrendered.late = 0;
  unrendered.loggedAt = now;
}

function anyQueryFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * The first screen of a public page: the frame and the route's page rendered with the data
 * it starts with, as the app renders them for a visitor (signed out) when it takes over. Null
 * when the address is not a page rendered here, or its data failed to load: the browser renders that
 * page itself, with its own error states and Retry.
 */
export async function renderPage(
  url: string,
  language: string,
  options: { signal?: AbortSignal; member?: MemberSession } = {},
): Promise<RenderedPage | null> {
  let target: URL;
  try {
    target = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const { pathname, search } = target;
  const found = routeForPath(pathname);
  if (!found) return null;
  // the page's own list says whether the server renders it: for everyone, or (a page of one member's own
  // data, its memberStart) for a verified member alone; a visitor gets that page plain (it asks to sign in)
  const memberStarter = options.member ? found.route.memberStart?.starter : undefined;
  if (!found.route.serverRendered && memberStarter === undefined) return null;
  const id = remoteModuleId(found.route);
  let noSuchPage = false;

  const queryClient = createQueryClient();
  let section: ServerSection = { stylesheets: [], Page: null, buildVersion: null };
  let member: Awaited<ReturnType<typeof readMemberPage>> = null;
  try {
    const result = await admit(
      async (signal) => {
        const settingsRead = readSiteSettingsInto(queryClient);
        // the remote's server code of the build the browser loads (or none: the browser renders the
        // section): its page and its pages' first reads, made with the remote's own copy of the domain
        section = await serverSection(
          found.route.remote,
          found.route.module,
          found.route.start !== undefined || memberStarter !== undefined,
        );
        const pageData = section.pageData ?? null;
        // what an address asks for reaches the database only when every visitor's page can show it; a
        // path value the page does not know is rendered without data (the page's own not-found state), a 404
        const argumentsRead = await addressArguments(found.route, found.params, search, queryClient, pageData);
        if (argumentsRead === 'unknown-query') return null;
        noSuchPage = argumentsRead === 'no-such-page';
        // a member's own documents beside: a failed read gets the plain page, never their page without
        // their take-a-break (no bonus amount may show during one)
        [, member] = await Promise.all([
          noSuchPage || !pageData ? null : startRouteData(found.route, found.params, search, queryClient, pageData),
          options.member
            ? readMemberPage(options.member, memberStarter, queryClient, signal, pageData).catch((error: unknown) => {
                if (!signal.aborted)
                  console.error('[server render] the member documents of', pathname, 'failed:', error);
                return null;
              })
            : null,
        ]);
        await settingsRead;
        if (options.member && !member) return null;
        return signal.aborted || anyQueryFailed(queryClient) ? null : queryClient;
      },
      async (client, signal) => {
        // renders run one at a time: the page stays pinned for this render alone
        pinServerPage(id, section.Page);
        const leaveMemberSession = member ? enterMemberSession(member) : undefined;
        try {
          return await renderMarkup(client, pathname + search, language, signal);
        } finally {
          leaveMemberSession?.();
          unpinServerPages();
        }
      },
      options.signal,
    );
    if (result.outcome === 'shed' || result.outcome === 'late') noteUnrendered(result.outcome, pathname);
    if (result.outcome !== 'rendered') return null;
    const outcome: PageOutcome = noSuchPage
      ? { status: 404 }
      : pageOutcome(pathname, search, queryClient, section.pageData);
    return {
      ...result.page,
      member: member ? serializeMemberState(member) : null,
      language,
      remote: found.route.remote,
      module: found.route.module,
      stylesheets: section.stylesheets,
      buildVersion: section.buildVersion,
      outcome,
    };
  } finally {
    // a read still on its way (past the deadline) lands in no cache anyone keeps
    void queryClient.cancelQueries();
    queryClient.clear();
  }
}

/** The frame and the route's page as markup, with the data in `queryClient`, in `language`. */
async function renderMarkup(
  queryClient: QueryClient,
  location: string,
  language: string,
  signal: AbortSignal,
): Promise<Pick<RenderedPage, 'html' | 'head' | 'state'>> {
  // the shared texts load a language at a time (fetched once, then kept)
  if (isLanguage(language)) await loadLanguage(language);
  initI18n({ lng: language });
  await i18n.changeLanguage(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* the Indonesian pages' links keep their /id prefix, as in the browser (App.tsx) */}
        <StaticRouter location={location} basename={(isLanguage(language) && LANGUAGE_PREFIX[language]) || undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      signal,
      // one piece: a large page is otherwise sent as a hidden part and a script that moves it in place
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        // a section left to the browser was said so already (remote-server-code.ts)
        if ((error as { digest?: unknown } | null)?.digest === BROWSER_SECTION_DIGEST) return BROWSER_SECTION_DIGEST;
        if (!signal.aborted) console.error('[server render]', location, error);
        return undefined;
      },
    },
  );
  const rendered = await readStream(prelude);
  // React puts its preloads and the page's <title>, <meta> and <link>s before the markup; #root holds the app alone
  const head = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(head.length);
  const state = stringify(dehydrate(queryClient), serverStateReducers);
  return { html, head, state };
}
