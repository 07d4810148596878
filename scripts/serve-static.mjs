#!/usr/bin/env node
// A tiny dependency-free static server for production builds:
//   node scripts/serve-static.mjs <dir> <port> [--no-spa]
// CORS for every response (remotes are fetched cross-origin by the shell), correct content types,
// long-lived cache for content-hashed files and no-cache for entry points (index.html, remoteEntry.js,
// mf-manifest.json, remotes.json), SPA fallback to index.html for deep links (the shell's routes, or a
// remote's own pages when it runs alone).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { listenLocal } from './lib/listen-local.mjs';
import { pageResponse, SESSION_BODY_LIMIT_BYTES, SESSION_PATH } from '../functions/render/server-render.mjs';
// the pages' security headers: one definition with production's page function
import { PAGE_SECURITY_HEADERS } from '../functions/http-headers.mjs';
import { OPEN_ADMIN_FILES } from '../functions/admin-gate-core.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

const gzipAsync = promisify(gzip);

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|webp|avif|svg|woff2?)$/;

// Text assets are sent gzip-compressed when the browser accepts it (Firebase Hosting does the same in
// production); Node's zlib does this in a few lines, so no compression middleware is pulled in.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const MIN_COMPRESS_BYTES = 1024;
/** file → { mtimeMs, body }: production builds don't change while served, so compress once. */
const gzipCache = new Map();

function gzipped(found) {
  const cached = gzipCache.get(found.file);
  if (cached && cached.mtimeMs === found.mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(found.file));
  gzipCache.set(found.file, { mtimeMs: found.mtimeMs, body });
  return body;
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

export function contentTypeOf(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlOf(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function fileAt(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  try {
    const stat = statSync(resolved);
    if (stat.isDirectory()) return fileAt(root, path.posix.join(urlPath, 'index.html'));
    return stat.isFile() ? { file: resolved, size: stat.size, mtimeMs: stat.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** A request's body as text, or null past `limit` bytes (the rest is not read). */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        // the rest stays unread: the answer closes the connection
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The path and query of a request, or null when it is not one this site can answer (400): an
 * origin-form target is one `/` and a path (`//x:99999` would be read as another host), and its path
 * must decode (`/%` does not).
 * @param {string | undefined} rawUrl
 * @returns {{ pathname: string, search: string } | null}
 */
export function requestTarget(rawUrl) {
  if (!rawUrl || !rawUrl.startsWith('/') || rawUrl.startsWith('//')) return null;
  let url;
  try {
    url = new URL(rawUrl, 'http://localhost');
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return { pathname: url.pathname, search: url.search };
}

/** The site's own origins on these ports: a gated remote answers credentialed requests only from them. */
export function siteOriginTest(ports = [3000, 3001, 3002, 3003, 3004]) {
  const allowed = new Set(ports.map(String));
  return (origin) => {
    const match = /^http:\/\/(localhost|127\.0\.0\.1):(\d+)$/.exec(origin);
    return match !== null && allowed.has(match[2]);
  };
}

/**
 * @param {{ root: string, spa: boolean, gate?: (cookieHeader: string | undefined) => Promise<{ status: number, reason: string }> }} options
 * `gate` (the admin remote): every file needs the gate's yes; CORS then names the site's origin and allows
 * credentials, so the shell's fetch of the manifest carries the `__session` cookie.
 * `render` (the shell, functions/render/server-render.mjs): a page's HTML rendered on the server, `{ redirect }` for a
 * moved page (301), or null for the plain index.html; a failed render falls back to index.html too (the browser renders the page).
 * `sitemap` (the shell, functions/render/sitemap.mjs): the answer for /sitemap.xml and its parts, from the data.
 * `isSiteOrigin` (with `gate`): which origins are the site's (siteOriginTest; the stack's ports).
 * `files`: answers kept in memory by path (the launcher's /remotes.json: its own stack's map, never
 * written into a build folder another stack may be serving).
 * `html`: a change to every HTML answer (the launcher names its emulators' ports in the page's head).
 * `securityHeaders`: every HTML answer's security headers, its page policy naming the environment's
 * remotes and Firebase (functions/http-headers.mjs pageSecurityHeaders); the site's own origin only without.
 */
export function createStaticServer({
  root,
  spa,
  gate,
  render,
  sitemap,
  isSiteOrigin = siteOriginTest(),
  files = {},
  html = (text) => text,
  securityHeaders = PAGE_SECURITY_HEADERS,
}) {
  const absoluteRoot = path.resolve(root);
  // One server per port, all in the launcher's process: an error in one request is logged and answered
  // 500 (or the connection closed, if the answer had begun), never left to end the process.
  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
      else res.destroy();
    });
  });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const origin = req.headers.origin;
    if (!gate) {
      res.setHeader('Access-Control-Allow-Origin', '*');
    } else if (origin && isSiteOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (gate) res.setHeader('Vary', 'Origin, Cookie');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    // the shell's session: the server keeps the browser's ID token in an HttpOnly cookie (server-render.mjs)
    if (render?.sessionCookie && req.url?.split('?')[0] === SESSION_PATH) {
      const body = req.method === 'POST' ? await readBody(req, SESSION_BODY_LIMIT_BYTES) : '';
      if (body === null) {
        res.writeHead(413, { 'Cache-Control': 'no-store', Connection: 'close' }).end(() => req.destroy());
        return;
      }
      const { status, headers } = await render.sessionCookie({
        method: req.method,
        headers: req.headers,
        body,
        secure: false,
      });
      res.writeHead(status, headers).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    // an address no file can have is answered before anything else is asked (the admin gate's reads)
    const target = requestTarget(req.url);
    if (!target) {
      res
        .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end('Bad request');
      return;
    }
    // the gated remote's page list is data anyone may read (admin-gate-core.mjs OPEN_ADMIN_FILES)
    if (gate && !OPEN_ADMIN_FILES.has(target.pathname)) {
      const decision = await gate(req.headers.cookie);
      if (decision.status !== 200) {
        res.writeHead(decision.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(decision.status === 401 ? 'Sign in as an admin to load this section.' : 'Admins only.');
        return;
      }
    }
    const urlPath = target.pathname;
    const inMemory = Object.hasOwn(files, urlPath) ? files[urlPath] : undefined;
    if (inMemory !== undefined) {
      res.writeHead(200, {
        'Content-Type': contentTypeOf(urlPath),
        'Cache-Control': cacheControlOf(urlPath),
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : inMemory);
      return;
    }
    const siteMap = sitemap ? await sitemap(urlPath) : null;
    if (siteMap) {
      res.writeHead(siteMap.status, { ...siteMap.headers, 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : siteMap.body);
      return;
    }
    if (render && !path.extname(urlPath)) {
      const result = await render(req).catch((error) => {
        console.error(`server render of ${req.url} failed, sending index.html:`, error);
        return null;
      });
      // a page the server rendered, a redirect, or a 404; null: the plain index.html below, as before
      if (result !== null) {
        const {
          status,
          headers,
          body: text,
        } = pageResponse(result, () => readFileSync(path.join(absoluteRoot, 'index.html'), 'utf8'));
        const page = html(text);
        const compress = page.length > 0 && acceptsGzip(req);
        // off the event loop (zlib's thread pool): a page's compression never delays another's answer
        const body = compress ? await gzipAsync(page) : Buffer.from(page);
        res.writeHead(status, {
          ...headers,
          ...securityHeaders,
          ...(headers.Vary ? { Vary: `Accept-Encoding, ${headers.Vary}` } : {}),
          ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    let found = fileAt(absoluteRoot, urlPath);
    // a deep link (/brand/x) gets the app; a missing asset (/js/x.js) stays a 404
    if (!found && spa && !path.extname(urlPath)) found = fileAt(absoluteRoot, '/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': contentTypeOf(found.file),
      // a gated file is one person's answer: never kept by a shared cache
      'Cache-Control': gate ? `private, ${cacheControlOf(found.file)}` : cacheControlOf(found.file),
      'X-Content-Type-Options': 'nosniff',
      ...(found.file.endsWith('.html') ? securityHeaders : {}),
      Vary: gate ? 'Accept-Encoding, Origin, Cookie' : 'Accept-Encoding',
    };
    if (found.file.endsWith('.html')) {
      const page = html(readFileSync(found.file, 'utf8'));
      const gzip = acceptsGzip(req);
      const body = gzip ? gzipSync(page) : Buffer.from(page);
      res.writeHead(200, {
        ...headers,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const compress =
      COMPRESSIBLE.has(path.extname(found.file).toLowerCase()) && found.size >= MIN_COMPRESS_BYTES && acceptsGzip(req);
    if (compress) {
      const body = gzipped(found);
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': found.size });
    if (req.method === 'HEAD') res.end();
    // a read error (the file replaced by a rebuild meanwhile) ends this answer, not the process
    else pipeline(createReadStream(found.file), res, () => undefined);
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const [dir = 'dist', portArg = '3000', ...flags] = process.argv.slice(2);
  const port = Number(portArg);
  const spa = !flags.includes('--no-spa');
  const server = createStaticServer({ root: dir, spa });
  void listenLocal(server, port).then(() =>
    console.log(`serving ${path.resolve(dir)} on http://localhost:${port}${spa ? ' (SPA)' : ''}`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
