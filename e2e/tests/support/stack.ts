import path from 'node:path';
import type { RemoteName } from '../../../federation.remotes.mjs';
import { stackPorts } from '../../../scripts/stack-ports.mjs';
import { SITE_ORIGIN } from '../../../shared-ui/src/seo/site-address';

// The stack this run started (playwright.config.ts chose free ports and left them in the environment):
// every address a spec calls is built from here, never a fixed port, so a run works beside `npm start`.
export const PORTS = stackPorts();

/** The site, as the browser opens it (Playwright's baseURL). */
export const SITE = `http://localhost:${PORTS.shell}`;

/** The site's public origin its build names (canonical URLs, sitemap): not where this stack serves it. */
export const PUBLIC_ORIGIN = SITE_ORIGIN;

/** Where the stack's build of an app is (npm test's own build folder, else the app's dist/). */
export function buildOf(app: 'shell' | 'shell-server' | 'mf-catalog' | 'mf-admin'): string {
  const root = path.resolve(import.meta.dirname, '../../..');
  const builds = process.env.ATLAS_OUT_DIR;
  if (builds) return path.join(builds, app);
  return app === 'shell-server' ? path.join(root, 'shell', 'dist-server') : path.join(root, app, 'dist');
}

/** A remote's origin: `remoteOrigin('mf_admin')` → http://localhost:<its port>. */
export function remoteOrigin(remote: RemoteName): string {
  return `http://localhost:${PORTS[remote]}`;
}

/** Firestore's and Storage's REST origins (local-firebase, or its proxy before Google's emulator). */
export const FIRESTORE_ORIGIN = `http://127.0.0.1:${PORTS.firestore}`;
export const STORAGE_ORIGIN = `http://127.0.0.1:${PORTS.storage}`;

/** An image URL that points into this stack's Storage. */
export const STORED_IMAGE_URL = new RegExp(`^http://(127\\.0\\.0\\.1|localhost):${PORTS.storage}/`);
