import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer, pickLanguage } from '../lib/server-render.mjs';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Bonus Atlas</title><script defer src="/js/main.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';

let dir;
let renderer;
const renderCalls = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'frame-css.json'), JSON.stringify(['/css/ui.1.css']));
  mkdirSync(path.join(dir, 'css'));
  writeFileSync(path.join(dir, 'css', 'ui.1.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ mf_catalog: MANIFEST_URL }));
  // a stand-in for shell/dist-server/render-page.cjs: renders '/' only, with a state that tries to close its script
  const bundle = path.join(dir, 'render-page.cjs');
  writeFileSync(
    bundle,
    `exports.renderPage = async (url, language) => {
      globalThis.__renderCalls.push({ url, language });
      if (url === '/dollars') return { html: "<main>Bonus $& more, $' and $$</main>", head: '', state: '[]', language, remote: 'mf_catalog', module: 'HomePage' };
      if (url !== '/') return null;
      return { html: '<main>Gaming Brands</main>', head: '<link rel="preload" as="image" href="/cover.svg">',
        state: '["</script><script>alert(1)</script>"]', language, remote: 'mf_catalog', module: 'HomePage' };
    };`,
  );
  globalThis.__renderCalls = renderCalls;
  const manifest = { exposes: [{ name: 'HomePage', assets: { css: { sync: ['css/home.2.css'], async: [] } } }] };
  // a remote's stylesheet that tries to end its <style> element
  const remoteCss = { 'http://localhost:3001/css/home.2.css': '.card{color:red}/*</style><script>alert(1)</script>*/' };
  renderer = createPageRenderer({
    shellDist: dir,
    serverBundle: bundle,
    fetchManifest: async () => manifest,
    fetchText: async (url) => remoteCss[url],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const request = (url, headers = {}) => ({ url, headers });

describe('pickLanguage', () => {
  it('prefers the saved choice, then the browser languages, then English', () => {
    expect(pickLanguage('i18next=id; other=1', 'en-US')).toBe('id');
    expect(pickLanguage('', 'id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(pickLanguage('', 'in')).toBe('id');
    expect(pickLanguage('', 'fr-FR,en-GB;q=0.8')).toBe('en');
    expect(pickLanguage('i18next=fr', 'ja')).toBe('en');
  });
});

describe('createPageRenderer', () => {
  it('is absent when the server bundle was not built', () => {
    expect(createPageRenderer({ shellDist: dir, serverBundle: path.join(dir, 'missing.cjs') })).toBeNull();
  });

  it("puts a visitor's page, its stylesheets and its state into the shell's page", async () => {
    const html = await renderer(request('/', { 'accept-language': 'id-ID' }));
    expect(html).toContain('<html lang="id" data-rendered-for="visitor">');
    // its controls stay disabled until the app takes over (nothing tapped or typed is lost meanwhile);
    // the fieldset is outside #root, whose markup the app hydrates as it is
    expect(html).toContain(
      '<fieldset disabled data-server-markup role="presentation" style="display:contents"><div id="root"><main>Gaming Brands</main></div></fieldset>',
    );
    // the frame's and the page's stylesheets are in the page (the first paint needs no other request),
    // in <body> before the app: the app's own stylesheets, added to <head> later, cannot reorder them
    expect(html).toContain(
      '<body><style data-href="/css/ui.1.css">body{margin:0}</style>' +
        '<style data-href="http://localhost:3001/css/home.2.css">.card{color:red}/*<\\/style><script>alert(1)</script>*/</style>' +
        '<fieldset disabled',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(3);
    expect(html).toContain(
      '<style>fieldset[data-server-markup] :disabled{opacity:1;cursor:progress}</style><link rel="preload" as="image" href="/cover.svg"></head>',
    );
    // the state cannot end its script element early
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(state).toBe('["\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]');
    expect(JSON.parse(state)).toEqual(['</script><script>alert(1)</script>']);
  });

  it("keeps a page's text as it is, dollar signs included", async () => {
    const html = await renderer(request('/dollars'));
    expect(html).toContain("<main>Bonus $& more, $' and $$</main></div></fieldset>");
  });

  it('leaves a signed-in browser and the pages it does not render to the plain index.html', async () => {
    renderCalls.length = 0;
    expect(await renderer(request('/', { cookie: '__session=token' }))).toBeNull();
    expect(renderCalls).toEqual([]);
    expect(await renderer(request('/profile'))).toBeNull();
    expect(renderCalls).toEqual([{ url: '/profile', language: 'en' }]);
  });
});
