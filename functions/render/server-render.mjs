// The shell's HTML for a public page, rendered on the server: the frame and the page as
// markup with the data they show, the stylesheets they need in the page, and the query cache for the
// browser to hydrate from. A phone paints the first screen from this HTML before any script arrives.
// Hand-written: the page is assembled from three builds (the shell's index.html and frame stylesheets,
// the server render bundle, each remote's manifest), which no SSR framework knows how to join.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Negotiator from 'negotiator';

/** The languages the site is written in; `in` is the old code some Android browsers send for Indonesian. */
const OFFERED_LANGUAGES = ['en', 'id', 'in'];

/**
 * Where `/` sends a first-time visitor: the saved choice (i18next's cookie), else the browser's
 * preferred language by its q-values (the `negotiator` package), else English. Every other address
 * is in its own language (/id/... Indonesian), whatever the browser asks for.
 */
export function pickLanguage(cookieHeader = '', acceptLanguage = '') {
  const saved = /(?:^|;\s*)i18next=([a-z]{2})/i.exec(cookieHeader)?.[1]?.toLowerCase();
  if (saved === 'en' || saved === 'id') return saved;
  if (!acceptLanguage) return 'en';
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages(OFFERED_LANGUAGES);
  return best === 'id' || best === 'in' ? 'id' : 'en';
}

/**
 * A signed-in browser sends the `__session` cookie (shared-services session-cookie.ts): its Firebase ID
 * token. Undefined without one, null for one that cannot be read.
 */
function sessionToken(cookieHeader = '') {
  const raw = /(?:^|;\s*)__session=([^;]+)/.exec(cookieHeader)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** How long the Auth emulator gets to say whether it knows a session token (within the page's deadline). */
const EMULATOR_LOOKUP_TIMEOUT_MS = 2000;

/**
 * Whether the Auth emulator knows this token's account as the token names it (accounts:lookup with the
 * token itself): the emulator signs nothing, so firebase-admin checks an emulator token's claims only,
 * and a hand-made unsigned token naming any member's uid (public in brands and comments) would pass.
 * The emulator refuses a token that is not shaped as its own, names no account, or one disabled or
 * signed out since. It is no signature: a careful forgery still passes, so the servers that accept
 * emulator tokens listen on loopback only (scripts/lib/listen-local.mjs).
 * @param {string} emulatorHost host:port of the Auth emulator
 */
export async function confirmWithAuthEmulator(emulatorHost, token, uid, signal) {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local`, {
    method: 'POST',
    signal: signal
      ? AbortSignal.any([signal, AbortSignal.timeout(EMULATOR_LOOKUP_TIMEOUT_MS)])
      : AbortSignal.timeout(EMULATOR_LOOKUP_TIMEOUT_MS),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: token }),
  });
  if (!response.ok) throw new Error(`the Auth emulator does not know this session (HTTP ${response.status})`);
  const { users } = await response.json();
  if (!Array.isArray(users) || !users.some((user) => user.localId === uid && !user.disabled))
    throw new Error('the Auth emulator knows no such account');
}

/**
 * Where a signed-in browser hands the server its current ID token, which the server keeps in the
 * `__session` cookie, HttpOnly: no script of the page can read it (nothing in the browser needs to; the
 * page server and the admin gate read it from requests). POST `{ "idToken": "…" }` sets it, DELETE clears it.
 */
export const SESSION_PATH = '/api/session';
/** An ID token lives one hour; the browser hands over the refreshed one before that. */
const SESSION_MAX_AGE_SECONDS = 3600;
/** A session request's body: a JSON object with one ID token (~1 kB); anything bigger is refused. */
export const SESSION_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The `Set-Cookie` of the session: host-only, every path, SameSite=Lax (sent to the admin remote on the
 * same site, never to third parties), Secure on https, HttpOnly.
 */
export function sessionCookieHeader(token, { secure = false } = {}) {
  const maxAge = token ? SESSION_MAX_AGE_SECONDS : 0;
  const value = token ? encodeURIComponent(token) : '';
  return `__session=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether a session request comes from the site's own pages: the browser says so (Sec-Fetch-Site), or,
 * from a browser that does not, its Origin names the host it asked. Another site cannot set or clear a
 * visitor's session (a sign-in as the attacker, a forced sign-out).
 * @param {Record<string, string | string[] | undefined>} headers
 */
function fromOwnPage(headers) {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  const host = headers['x-forwarded-host'] ?? headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string') return false;
  try {
    return new URL(origin).host === host.split(',')[0].trim();
  } catch {
    return false;
  }
}

/**
 * The answer to a session request (SESSION_PATH): 204 with the cookie set (a token that verifies as the
 * page server verifies a cookie) or cleared, 401 with it cleared for a token that does not verify, 403
 * from another site, 400 for a body that is not `{ idToken }`, 405 for another method. Never cached.
 * @param {(token: string, signal?: AbortSignal) => Promise<unknown>} verifySession
 * @returns {(request: { method: string, headers: Record<string, string | string[] | undefined>, body: unknown, secure: boolean }) => Promise<{ status: number, headers: Record<string, string> }>}
 */
export function sessionCookieResponder(verifySession) {
  return async ({ method, headers, body, secure }) => {
    // private: a CDN (Firebase Hosting) passes a Set-Cookie only on an answer marked private
    const answer = (status, extra = {}) => ({ status, headers: { 'Cache-Control': 'private, no-store', ...extra } });
    if (method !== 'POST' && method !== 'DELETE') return answer(405, { Allow: 'POST, DELETE' });
    if (!fromOwnPage(headers)) return answer(403);
    if (method === 'DELETE') return answer(204, { 'Set-Cookie': sessionCookieHeader(null, { secure }) });
    let token;
    try {
      token = typeof body === 'string' ? JSON.parse(body)?.idToken : body?.idToken;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token === '' || token.length > SESSION_BODY_LIMIT_BYTES) return answer(400);
    try {
      await verifySession(token, AbortSignal.timeout(PAGE_DEADLINE_MS));
    } catch {
      return answer(401, { 'Set-Cookie': sessionCookieHeader(null, { secure }) });
    }
    return answer(204, { 'Set-Cookie': sessionCookieHeader(token, { secure }) });
  };
}

/**
 * firebase-admin's `verifyIdToken` for the session cookie: the project's signature, audience and
 * expiry (against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, where tokens are unsigned;
 * the render bundle names its emulator when it was built for one). Under the emulator every token is
 * also confirmed with the emulator itself (confirmWithAuthEmulator), as the local admin gate does. An
 * app of its own, so the functions' other Admin app keeps its options.
 * @param {{ projectId: string, authEmulatorHost: string | null }} config
 * @returns {(token: string, signal?: AbortSignal) => Promise<{ uid: string, name?: string, email?: string, picture?: string }>}
 */
export function adminSessionVerifier({ projectId, authEmulatorHost }) {
  let auth;
  return async (token, signal) => {
    if (authEmulatorHost && !process.env.FIREBASE_AUTH_EMULATOR_HOST)
      process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
    auth ??= Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]).then(
      ([{ getApp, getApps, initializeApp }, { getAuth }]) => {
        const name = 'session-verifier';
        const app = getApps().some((candidate) => candidate.name === name)
          ? getApp(name)
          : initializeApp({ projectId }, name);
        return getAuth(app);
      },
    );
    const claims = await (await auth).verifyIdToken(token);
    // set by the bundle's config above, or by the Functions emulator for the twin's page function
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (emulator) await confirmWithAuthEmulator(emulator, token, claims.uid, signal);
    return { uid: claims.uid, name: claims.name, email: claims.email, picture: claims.picture };
  };
}

/**
 * Resolves with what `promise` resolves to, or null once `signal` aborts (already aborted: at once) or
 * it fails (`onError` hears why).
 */
async function orNullBy(promise, signal, onError = () => undefined) {
  if (signal.aborted) return null;
  let onAbort = () => undefined;
  const aborted = new Promise((resolve) => {
    onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([
      promise.catch((error) => {
        onError(error);
        return null;
      }),
      aborted,
    ]);
  } finally {
    // the deadline's signal lives until it fires: it holds nothing of an answer already given
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * A rendered page is sent within this or not at all, counted from the request's arrival: everything the
 * answer waits on shares it (the page lists, a moved brand's look-up, the session's check, the render's
 * reads and turn, its stylesheets). Past it, the visitor gets the plain index.html.
 */
export const PAGE_DEADLINE_MS = 3000;

/**
 * What a server under load does with the next page, before any work: `render` as usual, `plain` (the
 * plain page at once: no reads, no render, so the pages already admitted keep their deadline instead of
 * every page queueing past it), or `shed` (503 with Retry-After: even the plain page could not go out
 * in time, or too many pages are in progress to hold another).
 * - busy: the event loop was at least BUSY_UTILIZATION busy over the last LOAD_WINDOW_MS with more than
 *   BUSY_PAGES pages in progress (one browser's few pages never count as load);
 * - overloaded: the loop fell OVERLOAD_LAG_MS behind its own timer (answers are already late), or
 *   MAX_PAGES_IN_PROGRESS pages are in progress.
 */
export const LOAD_LIMITS = Object.freeze({
  windowMs: 250,
  busyUtilization: 0.9,
  busyPages: 8,
  overloadLagMs: 1000,
  maxPagesInProgress: 256,
  retryAfterSeconds: 2,
});

/**
 * The load guard of one render server (see LOAD_LIMITS): `admit()` says what to do with a page arriving
 * now, `done()` when its answer is decided. Node's own counters (event loop utilization, a timer's lag);
 * no load-shedding library reads the event loop this way.
 */
export function createLoadGuard(
  limits = LOAD_LIMITS,
  clock = { utilization: (...since) => performance.eventLoopUtilization(...since) },
) {
  let inProgress = 0;
  let busy = false;
  let lagging = false;
  let last = clock.utilization();
  let expected = Date.now() + limits.windowMs;
  const timer = setInterval(() => {
    const now = clock.utilization();
    busy = clock.utilization(now, last).utilization >= limits.busyUtilization;
    last = now;
    lagging = Date.now() - expected >= limits.overloadLagMs;
    expected = Date.now() + limits.windowMs;
  }, limits.windowMs);
  timer.unref();
  return {
    admit() {
      if (inProgress >= limits.maxPagesInProgress || (lagging && inProgress > limits.busyPages)) return 'shed';
      inProgress += 1;
      return busy && inProgress > limits.busyPages ? 'plain' : 'render';
    },
    done() {
      inProgress -= 1;
    },
    pagesInProgress: () => inProgress,
  };
}

/** The session requests' answers, for a renderer that can verify sessions (else none: a 404 as before). */
function sessionOf(verifySession) {
  return verifySession ? sessionCookieResponder(verifySession) : null;
}

/** The CSP source of an inline script: its SHA-256, base64. */
export function scriptHash(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** JSON inside <script>: nothing in it may close the element. */
function scriptSafe(text) {
  return text
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The server markup stays on screen until the app has its page and data, then the app hydrates it in
 * place (shell bootstrap.tsx). Until then its buttons, fields and selects do nothing, so they are
 * disabled (a disabled fieldset around #root, outside what React owns, released by the app once it has
 * taken over): a tap or a typed word is not silently lost, tests and assistive technology see them as
 * not ready yet, and they look as usual. Links work without JavaScript. The fieldset lays out nothing
 * (display: contents) and is no group to assistive technology (role presentation).
 */
function untilTakeover(root, sectionBuild = '') {
  // the section's build (`<remote>@<buildVersion>`): a browser that loaded another build of that remote
  // (the page outlived it in a CDN) renders the section anew instead of hydrating it (shell takeover/section-builds.ts)
  const build = sectionBuild ? ` data-section-build="${escapeAttribute(sectionBuild)}"` : '';
  return `<fieldset disabled data-server-markup${build} role="presentation" style="display:contents">${root}</fieldset>`;
}

/** Controls waiting for the app keep their usual look (not faded as disabled ones are), with a busy cursor. */
const WAITING_CONTROLS_STYLE = '<style>fieldset[data-server-markup] :disabled{opacity:1;cursor:progress}</style>';

/**
 * An image of the server's page that fails before the app takes over (Storage down) fires its error
 * event into no handler: the app is not there yet. This script, in <head> before any image, catches
 * every image's error (capture phase: the event does not bubble) and marks it `data-image-failed`, whose
 * stylesheet rule (shared-ui ImageWithFallback) draws the fallback instead of a broken icon; the
 * component reads the mark when it takes over. A later load (a new source) takes the mark away. Inline,
 * not an event attribute, so a Content-Security-Policy can allow it by its hash (IMAGE_FAILURE_SCRIPT).
 */
export const IMAGE_FAILURE_SCRIPT =
  "addEventListener('error',function(e){var t=e.target;if(t instanceof HTMLImageElement)t.setAttribute('data-image-failed','')},true);" +
  "addEventListener('load',function(e){var t=e.target;if(t instanceof HTMLImageElement)t.removeAttribute('data-image-failed')},true)";

/**
 * The stylesheets of a remote's exposed page, from the remote's manifest, as absolute URLs (the remote's
 * CSS loader matches them).
 * @param {Record<string, string>} remotes the remotes map (remote name → manifest URL)
 * @param {(url: string) => Promise<any>} fetchManifest
 * @returns {(remote: string, module: string) => Promise<string[]>}
 */
function manifestStylesheets(remotes, fetchManifest) {
  return async (remote, module, signal) => {
    const manifestUrl = remotes[remote];
    const manifest = await fetchManifest(manifestUrl, signal);
    const expose = manifest.exposes.find((candidate) => candidate.name === module);
    return (expose?.assets.css.sync ?? []).map((file) => new URL(file, manifestUrl).href);
  };
}

/**
 * The stylesheets go into the page itself, as <style> elements: the first paint then needs the HTML
 * alone, not one more round trip (to another origin for a remote page's). Each file is read once (their
 * names carry their content hash). The app's own CSS loading asks for the files again after first paint
 * and adds them to <head> one by one; the copies therefore sit in <body>, after <head>, so they keep
 * their order in the cascade meanwhile (in <head>, the frame's stylesheets arriving after the page's
 * inline one beat it, and the cards moved down and back: CLS 0.45 on home).
 * @param {string} shellDist
 * @param {(url: string) => Promise<string>} fetchText
 * @returns {(href: string) => Promise<string>}
 */
function stylesheetReader(shellDist, fetchText) {
  const texts = new Map();
  return async (href, signal) => {
    let text = texts.get(href);
    if (text === undefined) {
      text = /^https?:/.test(href)
        ? await fetchText(href, signal)
        : readFileSync(path.join(shellDist, path.normalize(href).replace(/^([/\\])+/, '')), 'utf8');
      if (texts.size > 500) texts.clear();
      texts.set(href, text);
    }
    return text;
  };
}

/** CSS inside <style>: nothing in it may close the element (`\/` is `/` in CSS). */
function styleSafe(css) {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * @param {{
 *   shellDist: string,
 *   serverBundle: string,
 *   fetchManifest?: (url: string) => Promise<any>,
 *   fetchText?: (url: string) => Promise<string>,
 *   pageStylesheets?: (remote: string, module: string) => Promise<string[]>,
 *   verifySession?: (idToken: string) => Promise<{ uid: string, name?: string, email?: string, picture?: string }>,
 *   remotesMap?: Record<string, string>,
 *   loadGuard?: ReturnType<typeof createLoadGuard>,
 * }} options `verifySession` checks a signed-in browser's session cookie (default: firebase-admin's
 * verifyIdToken, adminSessionVerifier); `loadGuard` decides what a page arriving under load gets (createLoadGuard); `pageStylesheets` replaces the remotes' manifests (the bench's one-bundle build has none);
 * `fetchText` reads a remote's stylesheet
 * @returns {null | ((req: import('node:http').IncomingMessage) => Promise<string | { redirect: string, status?: number } | { status: 200, html: string, plain: true } | { status: 404, html?: string } | null>)}
 * null when the server bundle was not built; the function answers `{ status: 200, html, plain: true }`
 * for pages it does not render (index.html with the page lists; null from a bundle without them),
 * `{ redirect, status }` for an address whose page is elsewhere (301: moved, other spelling; 302: `/` for
 * an Indonesian visitor) and `{ status: 404, html }` for no page (html: the rendered not-found state,
 * else the caller sends index.html). `pageResponse` turns any of these into the HTTP answer.
 */
export function createPageRenderer(options) {
  const {
    shellDist,
    serverBundle,
    fetchManifest = defaultFetchManifest,
    fetchText = defaultFetchText,
    pageStylesheets,
    // the map the browser reads: the launcher serves its stack's own; else the build's remotes.json
    remotesMap = JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')),
  } = options;
  if (!existsSync(serverBundle)) return null;
  const bundle = createRequire(import.meta.url)(serverBundle);
  const { renderPage, redirectFor } = bundle;
  // the server loads each remote's server code from the remotes map the browser reads (the deployed
  // remotes), and names the stylesheets of the build it rendered with; an older bundle names none
  bundle.useRemotesMap?.(remotesMap);
  const manifestCss = manifestStylesheets(remotesMap, fetchManifest);
  const stylesheetsOf = (page, signal) =>
    pageStylesheets
      ? pageStylesheets(page.remote, page.module, signal)
      : (page.stylesheets ?? manifestCss(page.remote, page.module, signal));
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const frameCss = JSON.parse(readFileSync(path.join(shellDist, 'frame-css.json'), 'utf8'));
  const readStylesheet = stylesheetReader(shellDist, fetchText);

  const { canonicalAddress, languageOfAddress, settledAddress, pageListsJson } = bundle;
  // a bundle that cannot render a member's page (no session config) sends signed-in browsers the plain page
  const verifySession = bundle.sessionConfig
    ? (options.verifySession ?? adminSessionVerifier(bundle.sessionConfig()))
    : null;

  // every page this server sends, rendered or plain, carries the remotes' page lists (read again like the
  // manifests), so the browser's router, menu and boot never wait for them; a bundle without them sends
  // the plain page as before (null) and the browser fetches them.
  // The page's one deadline starts at the request's arrival: each answer below is what the work has by
  // then, or the plain page once it passes, whatever the work is still waiting on (a failure inside is the
  // plain page too, logged), never a late or failed request.
  const load = options.loadGuard ?? createLoadGuard();
  // what the page policy names (functions/http-headers.mjs pageSecurityHeaders): the remotes' origins
  // of the map the browser reads, this build's Firebase, the inline script by its hash
  const pagePolicy = {
    remotes: Object.values(remotesMap),
    firebase: bundle.pagePolicyFirebase?.() ?? null,
    scriptHashes: [scriptHash(IMAGE_FAILURE_SCRIPT)],
  };
  if (!pageListsJson) {
    return Object.assign(
      async (req) => {
        const admitted = load.admit();
        if (admitted === 'shed') return { status: 503, retryAfter: LOAD_LIMITS.retryAfterSeconds };
        try {
          if (admitted === 'plain') return null;
          const signal = AbortSignal.timeout(PAGE_DEADLINE_MS);
          return await orNullBy(answer(req, '', signal), signal, pageFailed(req, signal));
        } finally {
          load.done();
        }
      },
      { pagePolicy, sessionCookie: sessionOf(verifySession) },
    );
  }
  return Object.assign(renderHtml, { pagePolicy, sessionCookie: sessionOf(verifySession) });

  async function renderHtml(req) {
    const admitted = load.admit();
    if (admitted === 'shed') return { status: 503, retryAfter: LOAD_LIMITS.retryAfterSeconds };
    try {
      const signal = AbortSignal.timeout(PAGE_DEADLINE_MS);
      const listsJson = await orNullBy(pageListsJson(), signal, pageFailed(req, signal));
      // the lists not in time: the plain index.html without them (the browser fetches them)
      if (listsJson === null) return null;
      const lists = `<script type="application/json" id="page-lists">${scriptSafe(listsJson)}</script>`;
      const plainHtml = () => template.replace('</head>', () => `${lists}</head>`);
      const result =
        admitted === 'plain' ? null : await orNullBy(answer(req, lists, signal), signal, pageFailed(req, signal));
      if (result === null) return { status: 200, html: plainHtml(), plain: true };
      if (typeof result === 'object' && result.status === 404 && !result.html)
        return { status: 404, html: plainHtml() };
      return result;
    } finally {
      load.done();
    }
  }

  function pageFailed(req, signal) {
    return (error) => {
      if (!signal.aborted) console.error(`[server render] ${req.url} failed, sending the plain page:`, error);
    };
  }

  async function answer(req, lists, signal) {
    const cookie = req.headers.cookie;
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    // one address per page: other letter case or a trailing slash moves to it; an address no route
    // serves is the app's not-found page with a real 404 (signed in or not)
    const canonical = canonicalAddress ? canonicalAddress(pathname) : pathname;
    if (canonical === null) return { status: 404 };
    if (canonical !== pathname) {
      const settled = settledAddress ? ((await orNullBy(settledAddress(canonical), signal)) ?? canonical) : canonical;
      return { redirect: `${settled}${search}`, status: 301 };
    }
    // `/` is the English home for anyone who chose English or asks for nothing else; a saved
    // Indonesian choice or a browser preferring Indonesian goes to the Indonesian home
    if (pathname === '/' && pickLanguage(cookie, req.headers['accept-language']) === 'id')
      return { redirect: `/id${search}`, status: 302 };
    // an old address (a renamed brand's slug) answers everyone, signed in or not, with its new one
    const moved = redirectFor ? await orNullBy(redirectFor(req.url ?? '/'), signal) : null;
    if (signal.aborted) return null;
    if (moved) return { redirect: languageOfAddress?.(pathname) === 'id' ? `/id${moved}` : moved };
    // a signed-in browser gets its member's page, rendered with their session, or the plain page when
    // the cookie does not verify (the browser then renders as before); never a visitor's page, which
    // would show a member on a break the bonus amounts
    const token = sessionToken(cookie);
    let member;
    if (token !== undefined) {
      const claims = token && verifySession ? await orNullBy(verifySession(token, signal), signal) : null;
      if (!claims) return null;
      member = { claims, idToken: token };
    }
    const language = languageOfAddress ? languageOfAddress(pathname) : 'en';
    const page = await renderPage(req.url ?? '/', language, { signal, member });
    if (!page || (member && typeof page.member !== 'string')) return null;
    if (page.outcome?.status === 301) return { redirect: page.outcome.location, status: 301 };
    const stylesheets = [...frameCss, ...(await stylesheetsOf(page, signal))];
    const styles = (await Promise.all(stylesheets.map((href) => readStylesheet(href, signal))))
      .map((css, index) => `<style data-href="${escapeAttribute(stylesheets[index])}">${styleSafe(css)}</style>`)
      .join('');
    const state =
      `<script type="application/json" id="server-state">${scriptSafe(page.state)}</script>` +
      (member ? `<script type="application/json" id="server-member">${scriptSafe(page.member)}</script>` : '');
    // the page's own title and description replace the site's (React adopts them when it takes over)
    const ownHead = withoutSiteHead(template, page.head);
    // replacer functions: a `$&` or `$'` in a brand's text is text, not a replacement pattern
    const html = ownHead
      .replace(
        /<html lang="[^"]*">/,
        () => `<html lang="${page.language}" data-rendered-for="${member ? 'member' : 'visitor'}">`,
      )
      .replace(
        '</head>',
        () => `${WAITING_CONTROLS_STYLE}${page.head}<script>${IMAGE_FAILURE_SCRIPT}</script>${lists}</head>`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `${styles}${untilTakeover(`<div id="root">${page.html}</div>`, page.buildVersion ? `${page.remote}@${page.buildVersion}` : '')}${state}`,
      );
    // a member's page is theirs alone: never kept by a shared cache (pageResponse)
    if (member) return { status: page.outcome?.status === 404 ? 404 : 200, html, member: true };
    return page.outcome?.status === 404 ? { status: 404, html } : html;
  }
}

/** The index.html's site-wide <title> and description go when the page's head brings its own. */
function withoutSiteHead(template, head) {
  let html = template;
  if (/<title>/.test(head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (/<meta name="description"/.test(head)) html = html.replace(/<meta name="description"[^>]*>\s*/, '');
  return html;
}

/**
 * The HTTP answer for what the renderer returned (a page, `{ redirect, status }`, `{ status: 404, html }`
 * or null), for the local server and the page function alike. A redirect chosen by the visitor's
 * language (302) and a 404 are never kept by a shared cache; a rendered page is kept a minute by a
 * CDN (`sMaxAge`, production) and revalidated by browsers.
 * @param {string | { redirect?: string, status?: number, html?: string } | null} result
 * @param {() => string} indexHtml the plain page, for the browser to render
 * @param {{ sMaxAge?: number }} [options]
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function pageResponse(result, indexHtml, { sMaxAge } = {}) {
  // the page differs by language (`/`) and by whether someone is signed in
  const vary = 'Accept-Language, Cookie';
  if (result && typeof result === 'object' && result.status === 503) {
    // too busy to answer in time: the browser (or a crawler) asks again shortly; no cache keeps it
    return {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(result.retryAfter ?? LOAD_LIMITS.retryAfterSeconds),
      },
      // no page and no language yet: both of the site's languages
      body: 'The site is busy. Please try again in a moment.\nSitus sedang sibuk. Silakan coba lagi sebentar lagi.\n',
    };
  }
  if (result && typeof result === 'object' && result.redirect) {
    const status = result.status ?? 301;
    return {
      status,
      headers: {
        Location: result.redirect,
        'Cache-Control': status === 301 ? 'public, max-age=3600' : 'private, no-store',
        Vary: vary,
      },
      body: '',
    };
  }
  if (result && typeof result === 'object' && result.plain) {
    // the plain page (the browser renders it), with the page lists the server put in
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: vary },
      body: result.html ?? indexHtml(),
    };
  }
  if (result && typeof result === 'object') {
    // a member's page (their name, balance, favourites) stays in their browser alone
    const cacheControl = result.member ? 'private, no-store' : 'no-store';
    return {
      status: result.status ?? 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, Vary: vary },
      body: result.html ?? indexHtml(),
    };
  }
  const cacheControl = result && sMaxAge ? `public, max-age=0, s-maxage=${sMaxAge}` : 'no-cache';
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, Vary: vary },
    body: result ?? indexHtml(),
  };
}

async function defaultFetchText(url, signal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const manifests = new Map();
const MANIFEST_TTL_MS = 10_000;

/** A remote's manifest, kept for a few seconds (a redeployed remote is picked up soon after). */
async function defaultFetchManifest(url, signal) {
  const cached = manifests.get(url);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const manifest = await response.json();
  manifests.set(url, { manifest, at: Date.now() });
  return manifest;
}
