// Response headers the site's functions and the local servers share: one definition, so a page served
// by `npm start` carries what production sends (scripts/serve-static.mjs imports this file too).

/**
 * Every page (HTML) of the site: no other site may frame it (clickjacking of /admin/reports and the
 * forms), no <base> or plugin injection, forms post only to the site. Fetch directives (script-src,
 * connect-src) are left open: the remotes' origins and Firebase's endpoints differ per environment
 * and the server render inlines styles, so a fixed list would break a deploy it was not written for.
 */
export const PAGE_SECURITY_HEADERS = Object.freeze({
  'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
  // the same rule for browsers that predate frame-ancestors
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

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
