import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../functions/render/server-render.mjs';

// The page renderer hands the server bundle the remotes map the browser reads, and inlines the
// stylesheets of the remote build the bundle rendered with (not whatever the manifest says a moment
// later): a section and its classes always come from one build.

const REMOTES = { mf_catalog: 'http://localhost:3001/mf-manifest.json' };
const CSS = {
  'http://localhost:3001/css/home.v2.css': '.card-v2{color:red}',
  'http://localhost:3001/css/home.v3.css': '.card-v3{color:blue}',
};

let dir;
let renderer;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-render-remotes-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bonus Atlas</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'frame-css.json'), '[]');
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES));
  mkdirSync(path.join(dir, 'server'));
  const bundle = path.join(dir, 'server', 'render-page.cjs');
  // a stand-in for shell/dist-server/render-page.cjs that renders with build v2 of the catalog
  writeFileSync(
    bundle,
    `exports.useRemotesMap = (remotes) => { globalThis.__remotesMap = remotes; };
    exports.renderPage = async (url, language) => ({ html: '<main class="card-v2">Gaming Brands</main>', head: '',
      state: '[]', language, remote: 'mf_catalog', module: 'HomePage', buildVersion: 'v2',
      stylesheets: ['http://localhost:3001/css/home.v2.css'] });`,
  );
  renderer = createPageRenderer({
    shellDist: dir,
    serverBundle: bundle,
    // the manifest has moved on to v3 meanwhile
    fetchManifest: async () => ({ exposes: [{ name: 'HomePage', assets: { css: { sync: ['css/home.v3.css'] } } }] }),
    fetchText: async (url) => CSS[url],
  });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete globalThis.__remotesMap;
});

describe('createPageRenderer with remote server code', () => {
  it('gives the server bundle the remotes map of the shell it serves', () => {
    expect(globalThis.__remotesMap).toEqual(REMOTES);
  });

  it('inlines the stylesheets of the build the section was rendered with', async () => {
    const html = await renderer({ url: '/', headers: {} });
    expect(html).toContain('<style data-href="http://localhost:3001/css/home.v2.css">.card-v2{color:red}</style>');
    expect(html).not.toContain('card-v3');
  });
});
