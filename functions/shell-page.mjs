// shellPage: every address of the shell's site without a file. A visitor's public page is rendered on
// the server (./page-render/server-render.mjs with the shell's server bundle, copied in by the
// functions' predeploy); anything else, and a signed-in browser, gets the shell's index.html.
// The 6.8 MB render bundle is loaded on this function's first request, never by adminGate's entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';
import { PAGE_SECURITY_HEADERS } from './http-headers.mjs';

const pageRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-render');

/**
 * @param {{ indexHtml: () => string, renderer: () => Promise<null | ((req: any) => Promise<string | null>)> }} deps
 */
export function createShellPageHandler({ indexHtml, renderer }) {
  return async (req, res) => {
    res.set(PAGE_SECURITY_HEADERS);
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
    let html = null;
    try {
      const render = await renderer();
      html = render ? await render(req) : null;
    } catch (error) {
      console.error(`server render of ${req.url} failed, sending index.html:`, error);
    }
    res.set('Content-Type', 'text/html; charset=utf-8');
    // a rendered page depends on the language asked for and on being a visitor; the CDN keeps it a minute
    res.set('Vary', 'Accept-Language, Cookie');
    res.set('Cache-Control', html ? 'public, max-age=0, s-maxage=60' : 'no-cache');
    res.status(200).send(html ?? indexHtml());
  };
}

let indexCache;
let rendererPromise;
const handler = createShellPageHandler({
  indexHtml: () => (indexCache ??= readFileSync(path.join(pageRoot, 'shell-dist', 'index.html'), 'utf8')),
  renderer: () =>
    (rendererPromise ??= import('./page-render/server-render.mjs').then(({ createPageRenderer }) =>
      createPageRenderer({
        shellDist: path.join(pageRoot, 'shell-dist'),
        serverBundle: path.join(pageRoot, 'dist-server', 'render-page.cjs'),
      }),
    )),
});

export const shellPage = onRequest({ region: 'asia-southeast2', memory: '512MiB' }, handler);
