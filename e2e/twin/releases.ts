import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { bareClient, ROOT, SITE } from './twin';

// What the twin's release tests share: a deploy as a team runs it, what each part of the twin serves
// now, a visitor's server HTML, and the sign that the browser has taken a server page over.

const run = promisify(execFile);
/** The twin's tree: what its emulators serve (build/deploy/twin). */
export const TREE = path.join(ROOT, 'build/deploy/twin');

/** `npm run deploy -- <args> --env twin`; its output. */
export async function deploy(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/deploy/deploy.mjs', ...args, '--env', 'twin'], {
    cwd: ROOT,
    timeout: 300_000,
  });
  return stdout;
}

/** A digest of the files under `dir` in the twin's tree, leaving out the folders named in `except`. */
function digestOf(dir: string, except: readonly string[] = []): string {
  const root = path.join(TREE, dir);
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !except.some((folder) => file === folder || file.startsWith(`${folder}/`)))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** What each part of the twin serves now: the build ids its tree publishes (the rules and the functions' own code as digests). */
export function liveBuilds() {
  const read = (file: string) => readFileSync(path.join(TREE, file), 'utf8').trim();
  const manifestId = (site: string) =>
    JSON.parse(read(`hosting/${site}/mf-manifest.json`)).metaData.buildInfo.buildVersion as string;
  return {
    shellPage: read('functions/page-render/build-id'),
    shellSite:
      read('hosting/shell/remotes.json') +
      readFileSync(path.join(TREE, 'functions/page-render/shell-dist/index.html'), 'utf8'),
    admin: read('functions/admin-dist/build-id'),
    catalog: manifestId('mf-catalog'),
    promotions: manifestId('mf-promotions'),
    account: manifestId('mf-account'),
  };
}

/** liveBuilds() with the functions' own code and the rules the twin's Firestore runs. */
export function liveParts() {
  return {
    ...liveBuilds(),
    functionsCode: digestOf('functions', ['page-render', 'admin-dist', 'node_modules']),
    rules: createHash('sha256')
      .update(readFileSync(path.join(TREE, 'firestore.rules')))
      .digest('hex')
      .slice(0, 16),
  };
}

/** A visitor's HTML of `address` as the twin's server sends it now. */
export async function serverHtml(address: string): Promise<string> {
  const client = await bareClient();
  return (await client.get(`${SITE}${address}`, { headers: { 'accept-language': 'en' } })).text();
}

/** The app has taken the page over: the server's waiting fieldset is released. */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
}
