// The one-bundle comparison build (issue 15): built by the shell's `build:one-bundle` script and served
// here, from the bench's own process, on 127.0.0.1:3010 with the same static server as the site.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenLocal } from '../../scripts/lib/listen-local.mjs';
import { createStaticServer } from '../../scripts/serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ONE_BUNDLE_PORT = 3010;

/** Builds the shell with every remote compiled in (no federation) and serves it; returns its base URL and a stop function. */
export async function startOneBundleSite() {
  execFileSync('npm', ['run', 'build:one-bundle', '-w', '@bonus-atlas/shell'], { cwd: root, stdio: 'inherit' });
  const server = createStaticServer({ root: path.join(root, 'shell', 'dist-one-bundle'), spa: true });
  await listenLocal(server, ONE_BUNDLE_PORT, '127.0.0.1');
  return { base: `http://127.0.0.1:${ONE_BUNDLE_PORT}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
