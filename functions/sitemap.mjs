// sitemap: /sitemap.xml (and /sitemap-N.xml once the site passes 50,000 addresses), generated from the
// data by ./page-render/sitemap.mjs (scripts/lib/sitemap.mjs, copied in beside server-render.mjs) with
// the brands read through the server render's bundle. Hosting rewrites these addresses here before its
// catch-all to shellPage; robots.txt is a static file of the shell's build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';

const pageRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-render');

let handlerPromise;

export const sitemap = onRequest({ region: 'asia-southeast2', memory: '512MiB' }, async (req, res) => {
  const handle = await (handlerPromise ??= import('./page-render/sitemap.mjs').then(({ createSitemapFromBundle }) =>
    createSitemapFromBundle({ serverBundle: path.join(pageRoot, 'dist-server', 'render-page.cjs') }),
  ));
  const answer = handle ? await handle(req.path) : null;
  if (!answer) {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return;
  }
  res.status(answer.status).set(answer.headers).send(answer.body);
});
