// shellPage: every address of the shell's site without a file. A public page is rendered on the
// server (./render/server-render.mjs with the shell's server bundle, copied into ./page-render by the functions'
// predeploy): a visitor's, kept a minute by the CDN, or a signed-in member's, whose session cookie it
// verifies with firebase-admin and which is never cached; anything else gets the shell's index.html.
// The 6.8 MB render bundle is loaded on this function's first request, never by adminGate's entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';
import { PAGE_SECURITY_HEADERS, pageSecurityHeaders } from './http-headers.mjs';

/** Where the browser hands over its session (render/server-render.mjs SESSION_PATH, not imported: adminGate's instances load this file too and never the render). */
const SESSION_PATH = '/api/session';

const pageRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-render');

/**
 * @param {{
 *   indexHtml: () => string,
 *   renderer: () => Promise<{ render: null | ((req: any) => Promise<any>), pageResponse: typeof import('./render/server-render.mjs').pageResponse }>,
 * }} deps renderer: the page renderer and its answer builder (render/server-render.mjs), loaded once
 */
export function createShellPageHandler({ indexHtml, renderer }) {
  return async (req, res) => {
    res.set(PAGE_SECURITY_HEADERS);
    // the session: the ID token a signed-in browser hands over, kept in an HttpOnly cookie (server-render.mjs)
    if (req.path === SESSION_PATH) {
      let answer = { status: 404, headers: { 'Cache-Control': 'no-store' } };
      try {
        const { render } = await renderer();
        if (render?.sessionCookie) {
          const secure = req.headers['x-forwarded-proto'] === 'https' || req.protocol === 'https';
          answer = await render.sessionCookie({
            method: req.method,
            headers: req.headers,
            body: await requestBody(req),
            secure,
          });
        }
      } catch (error) {
        console.error('session request failed:', error);
        answer = { status: 500, headers: { 'Cache-Control': 'no-store' } };
      }
      res.set(answer.headers).status(answer.status).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .set('Allow', 'GET, HEAD')
        .set('Cache-Control', 'no-store')
        .status(405)
        .type('text/plain')
        .send('Method not allowed.');
      return;
    }
    try {
      // a path the render cannot read (bad percent-encoding) is the caller's mistake, not a page
      decodeURIComponent(req.path);
    } catch {
      res.set('Cache-Control', 'no-store').status(400).type('text/plain').send('Malformed address.');
      return;
    }
    let result = null;
    let toResponse = null;
    try {
      const { render, pageResponse } = await renderer();
      toResponse = pageResponse;
      // the page policy names this environment's remotes and Firebase (the renderer read them)
      if (render?.pagePolicy) res.set(pageSecurityHeaders(render.pagePolicy));
      result = render ? await render(req) : null;
    } catch (error) {
      console.error(`server render of ${req.url} failed, sending index.html:`, error);
      result = null;
    }
    if (!toResponse) {
      res
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
        .status(200)
        .send(indexHtml());
      return;
    }
    // a rendered page is kept a minute by the CDN; redirects, 404s and the plain page as pageResponse says
    const { status, headers, body } = toResponse(result, indexHtml, { sMaxAge: 60 });
    res
      .set(headers)
      .status(status)
      .send(req.method === 'HEAD' ? undefined : body);
  };
}

/** Beyond this a session request's body is not read (one ID token is about 1 kB). */
const SESSION_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * A session request's body: the functions framework's parsed JSON or raw text, else read from the
 * request (a server without that parser), at most SESSION_BODY_LIMIT_BYTES.
 */
async function requestBody(req) {
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) return req.body;
  if (req.rawBody !== undefined) return String(req.rawBody);
  if (typeof req.body === 'string') return req.body;
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > SESSION_BODY_LIMIT_BYTES) return '';
  }
  return text;
}

let indexCache;
let rendererPromise;
const handler = createShellPageHandler({
  indexHtml: () => (indexCache ??= readFileSync(path.join(pageRoot, 'shell-dist', 'index.html'), 'utf8')),
  renderer: () =>
    (rendererPromise ??= import('./render/server-render.mjs').then(({ createPageRenderer, pageResponse }) => ({
      render: createPageRenderer({
        shellDist: path.join(pageRoot, 'shell-dist'),
        serverBundle: path.join(pageRoot, 'dist-server', 'render-page.cjs'),
      }),
      pageResponse,
    }))),
});

export const shellPage = onRequest({ region: 'asia-southeast2', memory: '512MiB' }, handler);
