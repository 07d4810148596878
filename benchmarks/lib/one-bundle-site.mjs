// The one-bundle comparison build: built by this package's `build:one-bundle` script (one-bundle/) and served
// here, from the bench's own process, on 127.0.0.1:3010 with the same static server as the site, and
// the same server render of public pages, so both builds are measured as a visitor gets them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenLocal } from '../../scripts/lib/listen-local.mjs';
import { createPageRenderer } from '../../functions/render/server-render.mjs';
import { createStaticServer } from '../../scripts/serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ONE_BUNDLE_PORT = 3010;

/** Builds the shell with every remote compiled in (no federation) and serves it; returns its base URL and a stop function. */
export async function startOneBundleSite() {
  execFileSync('npm', ['run', 'build:one-bundle', '-w', '@bonus-atlas/benchmarks'], { cwd: root, stdio: 'inherit' });
  const dist = path.join(root, 'benchmarks', 'one-bundle', 'dist');
  // this build's page stylesheets (its own chunks), where the federated site reads the remotes' manifests
  const pageCss = JSON.parse(readFileSync(path.join(dist, 'page-css.json'), 'utf8'));
  const render =
    createPageRenderer({
      shellDist: dist,
      serverBundle: path.join(root, 'shell', 'dist-server', 'render-page.cjs'),
      pageStylesheets: async (remote, module) => pageCss[`${remote}/${module}`] ?? [],
    }) ?? undefined;
  if (!render)
    console.warn('No server render bundle (shell/dist-server): the one-bundle pages render in the browser only.');
  const server = createStaticServer({ root: dist, spa: true, render });
  await listenLocal(server, ONE_BUNDLE_PORT, '127.0.0.1');
  return { base: `http://127.0.0.1:${ONE_BUNDLE_PORT}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
