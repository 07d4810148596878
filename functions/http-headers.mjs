// Response headers the site's functions and the local servers share: one definition, so a page served
// by `npm start` carries what production sends (scripts/serve-static.mjs imports this file too).

/** Google's sign-in pop-up: its script (gapi) and frames, and the token endpoints Firebase Auth calls. */
const GOOGLE_SIGN_IN = {
  scripts: ['https://apis.google.com'],
  frames: ['https://accounts.google.com', 'https://apis.google.com'],
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ],
};
/** Firestore's and Storage's production endpoints (the emulators' origins replace them locally). */
const FIREBASE_DATA = ['https://firestore.googleapis.com', 'https://firebasestorage.googleapis.com'];

/**
 * Where a page's scripts, data and frames may come from, besides its own origin.
 * @typedef {{
 *   remotes?: string[],
 *   firebase?: { useEmulators: boolean, authDomain: string, emulatorOrigins: string[] } | null,
 *   scriptHashes?: string[],
 * }} PagePolicySources
 * remotes: the remotes map's manifest URLs (their origins serve remoteEntry, chunks and stylesheets);
 * firebase: this environment's Firebase (the emulators' origins, or production's endpoints and the
 * sign-in pop-up's auth domain); scriptHashes: 'sha256-…' of the page's inline scripts.
 */

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of the site's pages. Scripts: the site's own files, the remotes' origins
 * from the environment's remotes map, the inline scripts by hash (the server render's image-failure
 * script; its state and page lists are JSON data blocks, never run), and Google's sign-in in
 * production; no inline script or event attribute, no eval. Everything else defaults to the site itself,
 * with what the app reads named: the remotes (stylesheets, fonts), Firebase's endpoints or the
 * emulators, images from https (brand images are Storage URLs), data: and blob: (previews of an upload).
 * Styles keep 'unsafe-inline': the server render inlines its stylesheets and React writes style attributes.
 * No other site may frame a page (clickjacking of /admin/reports and the forms), no <base> or plugin
 * injection, forms post only to the site.
 * @param {PagePolicySources | null} [sources]
 */
export function contentSecurityPolicy(sources = null) {
  const remotes = unique((sources?.remotes ?? []).map(originOf));
  const firebase = sources?.firebase ?? null;
  const production = firebase !== null && !firebase.useEmulators;
  const firebaseOrigins =
    firebase === null ? [] : production ? FIREBASE_DATA : unique(firebase.emulatorOrigins.map(originOf));
  const authDomain = production && firebase.authDomain ? [`https://${firebase.authDomain}`] : [];
  const hashes = (sources?.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...hashes, ...(production ? GOOGLE_SIGN_IN.scripts : [])],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...firebaseOrigins],
    ['font-src', "'self'", 'data:', ...remotes],
    [
      'connect-src',
      "'self'",
      ...remotes,
      ...firebaseOrigins,
      ...(production ? [...GOOGLE_SIGN_IN.connect, ...authDomain] : []),
    ],
    ['frame-src', "'self'", ...(production ? [...authDomain, ...GOOGLE_SIGN_IN.frames] : [])],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['frame-ancestors', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => unique(parts).join(' ')).join('; ');
}

/**
 * Every page (HTML) of the site, with the page policy for these sources (contentSecurityPolicy).
 * @param {PagePolicySources | null} [sources]
 */
export function pageSecurityHeaders(sources = null) {
  return Object.freeze({
    'Content-Security-Policy': contentSecurityPolicy(sources),
    // the same framing rule for browsers that predate frame-ancestors
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
}

/** A page served with nothing known of its environment: its own origin only. */
export const PAGE_SECURITY_HEADERS = pageSecurityHeaders();

/** A build's content-hashed file name (rspack's [contenthash:8]): its content never changes under that name. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|webp|avif|svg|woff2?)$/;

export function isContentHashed(file) {
  return CONTENT_HASHED.test(file);
}

/**
 * Cache-Control of a file: a year and `immutable` only for content-hashed names, otherwise revalidated
 * on each use (remoteEntry.js, mf-manifest.json: a redeploy must be seen at once).
 * @param {string} file
 * @param {{ private?: boolean }} [options] private: one person's answer (the admin gate), never kept by a shared cache
 */
export function cacheControlOf(file, options = {}) {
  const policy = isContentHashed(file) ? 'max-age=31536000, immutable' : 'no-cache';
  return `${options.private ? 'private' : 'public'}, ${policy}`;
}
