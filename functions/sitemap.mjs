// sitemap: /sitemap.xml (and /sitemap-N.xml once the site passes 50,000 addresses), generated from the
// data by ./render/sitemap.mjs (the same module the local server runs) with
// the brands read through the server render's bundle. Hosting rewrites these addresses here before its
// catch-all to shellPage; robots.txt is a static file of the shell's build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';

const pageRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-render');

/**
 * The function's answer to any request Hosting sends it: 405 for a write, 400 for an address that is
 * not percent-decodable, 404 for any other path, 500 (never a crash) when the generator itself fails.
 * @param {{ sitemap: () => Promise<null | ((pathname: string) => Promise<{ status: number, headers: Record<string, string>, body: string } | null>)> }} deps
 *   sitemap: the generator (render/sitemap.mjs over the render bundle), loaded once; null when not packaged
 */
export function createSitemapFunctionHandler({ sitemap }) {
  const plain = (res, status, text) =>
    res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      plain(res, 405, 'Method not allowed.');
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      plain(res, 400, 'Malformed address.');
      return;
    }
    let answer;
    try {
      const handle = await sitemap();
      answer = handle ? await handle(req.path) : null;
    } catch (error) {
      console.error(`sitemap ${req.path} failed:`, error);
      plain(res, 500, 'The sitemap could not be made.');
      return;
    }
    if (!answer) {
      plain(res, 404, 'Not found');
      return;
    }
    res
      .status(answer.status)
      .set(answer.headers)
      .send(req.method === 'HEAD' ? undefined : answer.body);
  };
}

let generatorPromise;
const handler = createSitemapFunctionHandler({
  sitemap: () =>
    (generatorPromise ??= import('./render/sitemap.mjs')
      .then(({ createSitemapFromBundle }) =>
        createSitemapFromBundle({
          serverBundle: path.join(pageRoot, 'dist-server', 'render-page.cjs'),
          remotesMap: JSON.parse(readFileSync(path.join(pageRoot, 'shell-dist', 'remotes.json'), 'utf8')),
        }),
      )
      .catch((error) => {
        // a failed load is not kept: the next request tries again
        generatorPromise = undefined;
        throw error;
      })),
});

export const sitemap = onRequest({ region: 'asia-southeast2', memory: '512MiB' }, handler);
