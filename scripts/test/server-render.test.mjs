import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createLoadGuard,
  createPageRenderer,
  IMAGE_FAILURE_SCRIPT,
  LOAD_LIMITS,
  PAGE_DEADLINE_MS,
  pageResponse,
  pickLanguage,
  sessionCookieResponder,
} from '../../functions/render/server-render.mjs';

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
    `exports.languageOfAddress = (pathname) => (/^\\/id(\\/|$)/.test(pathname) ? 'id' : 'en');
    exports.canonicalAddress = (pathname) =>
      pathname.startsWith('/unknown') ? null : pathname.toLowerCase().replace(/(.)\\/+$/, '$1');
    exports.renderPage = async (url, language) => {
      globalThis.__renderCalls.push({ url, language });
      if (url === '/dollars') return { html: "<main>Bonus $& more, $' and $$</main>", head: '', state: '[]', language, remote: 'mf_catalog', module: 'HomePage' };
      if (url === '/brand/gone') return { html: '<main>Brand not found</main>', head: '<title>Not here</title>', state: '[]', language, remote: 'mf_catalog', module: 'BrandPage', outcome: { status: 404 } };
      if (url === '/brand/Kenari') return { outcome: { status: 301, location: '/brand/kenari' } };
      if (url !== '/' && url !== '/id') return null;
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

  it("weighs the browser's languages by their q-values, not their order", () => {
    expect(pickLanguage('', 'en;q=0.1, id;q=0.9')).toBe('id');
    expect(pickLanguage('', 'id;q=0.2, en-US;q=0.8')).toBe('en');
    expect(pickLanguage('', 'fr, in;q=0.5')).toBe('id');
    expect(pickLanguage('', 'id;q=0, en;q=0.1')).toBe('en');
    expect(pickLanguage('', '')).toBe('en');
  });
});

describe('createPageRenderer', () => {
  it('is absent when the server bundle was not built', () => {
    expect(createPageRenderer({ shellDist: dir, serverBundle: path.join(dir, 'missing.cjs') })).toBeNull();
  });

  it("puts a visitor's page, its stylesheets and its state into the shell's page", async () => {
    // the Indonesian home: its address decides the language, whatever the browser asks for
    const html = await renderer(request('/id', { 'accept-language': 'en-US' }));
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
    // the image failure script sits in <head>, before any image can fail
    expect(html).toContain(
      '<style>fieldset[data-server-markup] :disabled{opacity:1;cursor:progress}</style><link rel="preload" as="image" href="/cover.svg">' +
        `<script>${IMAGE_FAILURE_SCRIPT}</script></head>`,
    );
    // the page brought no title of its own: the site's stays
    expect(html).toContain('<title>Bonus Atlas</title>');
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

  it('sends `/` to the Indonesian home for a saved choice or a browser preferring Indonesian, once', async () => {
    expect(await renderer(request('/', { 'accept-language': 'en;q=0.1, id;q=0.9' }))).toEqual({
      redirect: '/id',
      status: 302,
    });
    expect(await renderer(request('/?a=1', { cookie: 'i18next=id' }))).toEqual({ redirect: '/id?a=1', status: 302 });
    expect(typeof (await renderer(request('/', { cookie: 'i18next=en', 'accept-language': 'id' })))).toBe('string');
    expect(typeof (await renderer(request('/', {})))).toBe('string');
  });

  it('moves another spelling of an address to its canonical one, and answers 404 where no route is', async () => {
    expect(await renderer(request('/ByCategory/?category=Reload'))).toEqual({
      redirect: '/bycategory?category=Reload',
      status: 301,
    });
    expect(await renderer(request('/brand/Kenari'))).toEqual({ redirect: '/brand/kenari', status: 301 });
    expect(await renderer(request('/unknown/page', { cookie: '__session=token' }))).toEqual({ status: 404 });
  });

  it("answers 404 with the page's not-found render, its own title instead of the site's", async () => {
    const result = await renderer(request('/brand/gone'));
    expect(result.status).toBe(404);
    expect(result.html).toContain('<main>Brand not found</main>');
    expect(result.html).toContain('<title>Not here</title>');
    expect(result.html).not.toContain('<title>Bonus Atlas</title>');
  });
});

describe('the image failure script', () => {
  it('marks an image that fails and unmarks it when a source loads', () => {
    const listeners = {};
    const scope = { addEventListener: (type, listener, capture) => (listeners[type] = { listener, capture }) };
    class HTMLImageElement {
      attributes = new Map();
      setAttribute(name, value) {
        this.attributes.set(name, value);
      }
      removeAttribute(name) {
        this.attributes.delete(name);
      }
    }
    new Function('addEventListener', 'HTMLImageElement', IMAGE_FAILURE_SCRIPT)(
      scope.addEventListener,
      HTMLImageElement,
    );
    // the capture phase: an image's error does not bubble to the window
    expect(listeners.error.capture).toBe(true);
    const image = new HTMLImageElement();
    listeners.error.listener({ target: image });
    expect(image.attributes.get('data-image-failed')).toBe('');
    listeners.error.listener({ target: { setAttribute: () => expect.unreachable('a script is no image') } });
    listeners.load.listener({ target: image });
    expect(image.attributes.has('data-image-failed')).toBe(false);
  });
});

describe("the page's deadline", () => {
  it('gives up on a stylesheet that never arrives, at the deadline', async () => {
    const hanging = createPageRenderer({
      shellDist: dir,
      serverBundle: path.join(dir, 'render-page.cjs'),
      fetchManifest: async () => ({
        exposes: [{ name: 'HomePage', assets: { css: { sync: ['css/slow.3.css'], async: [] } } }],
      }),
      // a remote that accepts the request and never answers; only the signal ends the wait
      fetchText: (_url, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    const started = Date.now();
    // the plain page (null: the server sends index.html), not a failed request
    expect(await hanging(request('/'))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_DEADLINE_MS - 50);
    expect(Date.now() - started).toBeLessThan(PAGE_DEADLINE_MS + 1000);
  }, 10_000);

  describe('counts everything a request waits on, from its arrival', () => {
    let stalled;
    let calls;
    beforeAll(() => {
      // a database that never answers: the moved-brand look-up, the case look-up and the render all hang
      const bundle = path.join(dir, 'render-page-stalled.cjs');
      writeFileSync(
        bundle,
        `const never = () => new Promise(() => {});
        exports.pageListsJson = async () => globalThis.__stalledLists();
        exports.canonicalAddress = (pathname) => (pathname.startsWith('/Brand/') ? '/brand/' + pathname.slice(7) : pathname);
        exports.settledAddress = () => { globalThis.__stalledCalls.push('settled'); return never(); };
        exports.redirectFor = (url) => { globalThis.__stalledCalls.push('redirect ' + url); return never(); };
        exports.renderPage = async () => { globalThis.__stalledCalls.push('render'); return never(); };`,
      );
      calls = [];
      globalThis.__stalledCalls = calls;
      globalThis.__stalledLists = async () => '{}';
      stalled = createPageRenderer({
        shellDist: dir,
        serverBundle: bundle,
        fetchManifest: async () => ({ exposes: [] }),
        fetchText: async () => '',
      });
    });

    async function timed(promise) {
      const started = Date.now();
      const result = await promise;
      return { result, ms: Date.now() - started };
    }

    it('a brand page whose redirect look-up never answers gets the plain page at the deadline', async () => {
      const { result, ms } = await timed(stalled(request('/brand/kabut-compass')));
      expect(calls).toContain('redirect /brand/kabut-compass');
      // the look-up was waited on, and the render never started: the deadline was the look-up's too
      expect(calls).not.toContain('render');
      expect(result).toMatchObject({ status: 200, plain: true });
      expect(result.html).toContain('<div id="root"></div>');
      expect(ms).toBeGreaterThanOrEqual(PAGE_DEADLINE_MS - 50);
      expect(ms).toBeLessThan(PAGE_DEADLINE_MS + 1000);
    }, 10_000);

    it('a misspelt address whose look-up never answers is answered by the deadline', async () => {
      const { result, ms } = await timed(stalled(request('/Brand/kabut-compass')));
      expect(result).toMatchObject({ status: 200, plain: true });
      expect(ms).toBeLessThan(PAGE_DEADLINE_MS + 1000);
    }, 10_000);

    it('page lists that never arrive leave the plain index.html to the server, at the deadline', async () => {
      globalThis.__stalledLists = () => new Promise(() => {});
      try {
        const { result, ms } = await timed(stalled(request('/')));
        expect(result).toBeNull();
        expect(ms).toBeGreaterThanOrEqual(PAGE_DEADLINE_MS - 50);
        expect(ms).toBeLessThan(PAGE_DEADLINE_MS + 1000);
      } finally {
        globalThis.__stalledLists = async () => '{}';
      }
    }, 10_000);
  });
});

describe('pageResponse', () => {
  const index = () => '<html>index</html>';
  it('keeps a redirect chosen by language and a 404 out of shared caches', () => {
    expect(pageResponse({ redirect: '/id', status: 302 }, index)).toMatchObject({
      status: 302,
      headers: { Location: '/id', 'Cache-Control': 'private, no-store' },
    });
    expect(pageResponse({ redirect: '/bycategory' }, index).status).toBe(301);
    expect(pageResponse({ status: 404 }, index)).toMatchObject({
      status: 404,
      body: '<html>index</html>',
      headers: { 'Cache-Control': 'no-store' },
    });
  });

  it('lets a CDN keep a rendered page for a while, and revalidates the plain index.html', () => {
    expect(pageResponse('<html>page</html>', index, { sMaxAge: 60 }).headers['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=60',
    );
    expect(pageResponse(null, index, { sMaxAge: 60 })).toMatchObject({
      status: 200,
      body: '<html>index</html>',
      headers: { 'Cache-Control': 'no-cache' },
    });
  });
});

describe("a signed-in member's page", () => {
  let memberDir;
  let memberRenderer;
  const memberCalls = [];

  beforeAll(() => {
    memberDir = mkdtempSync(path.join(os.tmpdir(), 'server-render-member-'));
    writeFileSync(path.join(memberDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(memberDir, 'frame-css.json'), JSON.stringify([]));
    writeFileSync(path.join(memberDir, 'remotes.json'), JSON.stringify({ mf_catalog: MANIFEST_URL }));
    const bundle = path.join(memberDir, 'render-page.cjs');
    // renders '/' for whoever it is given; '/old' stands for a bundle built before member pages (no member state)
    writeFileSync(
      bundle,
      `exports.sessionConfig = () => ({ projectId: 'demo-test', authEmulatorHost: null });
      exports.renderPage = async (url, language, options) => {
        globalThis.__memberCalls.push({ url, member: options.member ?? null });
        const page = { html: '<main>' + (options.member ? 'Hello ' + options.member.claims.name : 'Gaming Brands') + '</main>',
          head: '', state: '[]', language, remote: 'mf_catalog', module: 'HomePage', stylesheets: [] };
        if (url === '/old') return page;
        return { ...page, member: options.member ? '[{"uid":1},"u1"]' : null };
      };`,
    );
    globalThis.__memberCalls = memberCalls;
    memberRenderer = createPageRenderer({
      shellDist: memberDir,
      serverBundle: bundle,
      verifySession: async (token) => {
        if (token !== 'good.token.') throw new Error('invalid token');
        return { uid: 'u1', name: 'Maya' };
      },
    });
  });

  afterAll(() => rmSync(memberDir, { recursive: true, force: true }));

  it('is rendered with the session the cookie verifies to, marked for the member and never cached', async () => {
    const result = await memberRenderer(request('/', { cookie: 'i18next=en; __session=good.token.' }));
    expect(memberCalls.at(-1)).toEqual({
      url: '/',
      member: { claims: { uid: 'u1', name: 'Maya' }, idToken: 'good.token.' },
    });
    expect(result).toMatchObject({ status: 200, member: true });
    expect(result.html).toContain('<html lang="en" data-rendered-for="member">');
    expect(result.html).toContain('<main>Hello Maya</main>');
    expect(result.html).toContain('<script type="application/json" id="server-member">[{"uid":1},"u1"]</script>');
    const response = pageResponse(result, () => INDEX_HTML, { sMaxAge: 60 });
    expect(response.status).toBe(200);
    expect(response.headers['Cache-Control']).toBe('private, no-store');
    expect(response.body).toBe(result.html);
  });

  it('is the plain page when the cookie does not verify, or the bundle cannot render members', async () => {
    const calls = memberCalls.length;
    expect(await memberRenderer(request('/', { cookie: '__session=forged' }))).toBeNull();
    expect(await memberRenderer(request('/', { cookie: '__session=%E0%A4%A' }))).toBeNull();
    // neither reached the render: no visitor's page (bonus amounts) for someone signed in
    expect(memberCalls.length).toBe(calls);
    expect(await memberRenderer(request('/old', { cookie: '__session=good.token.' }))).toBeNull();
  });

  it("still gives a visitor the visitor's page, which a CDN may keep", async () => {
    const result = await memberRenderer(request('/'));
    expect(typeof result).toBe('string');
    expect(result).toContain('data-rendered-for="visitor"');
    expect(result).not.toContain('server-member');
    expect(pageResponse(result, () => INDEX_HTML, { sMaxAge: 60 }).headers['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=60',
    );
  });
});

describe('the page lists in every page', () => {
  let listsRenderer;
  beforeAll(() => {
    const bundle = path.join(dir, 'render-page-lists.cjs');
    writeFileSync(
      bundle,
      `exports.pageListsJson = async () => JSON.stringify({ mf_promotions: { remote: 'mf_promotions', buildVersion: 'b1', pages: [{ module: 'X', paths: ['/</script>'] }] } });
      exports.canonicalAddress = (pathname) => (pathname === '/nowhere' ? null : pathname);
      exports.renderPage = async (url, language) =>
        url === '/' ? { html: '<main>Home</main>', head: '', state: '[]', language, remote: 'mf_catalog', module: 'HomePage' } : null;`,
    );
    listsRenderer = createPageRenderer({
      shellDist: dir,
      serverBundle: bundle,
      fetchManifest: async () => ({ exposes: [] }),
      fetchText: async () => '',
    });
  });

  const LISTS = /<script type="application\/json" id="page-lists">(.*?)<\/script><\/head>/;

  it('puts the lists, script-safe, into the head of a rendered page, a plain page and a not-found page', async () => {
    const rendered = await listsRenderer(request('/'));
    const plain = await listsRenderer(request('/profile'));
    const missing = await listsRenderer(request('/nowhere'));
    expect(typeof rendered).toBe('string');
    expect(plain).toMatchObject({ status: 200, plain: true });
    expect(missing).toMatchObject({ status: 404 });
    for (const html of [rendered, plain.html, missing.html]) {
      const inlined = LISTS.exec(html)?.[1];
      expect(inlined).toContain('\\u003c/script>');
      expect(JSON.parse(inlined).mf_promotions.pages[0].paths).toEqual(['/</script>']);
    }
    expect(plain.html).toContain('<div id="root"></div>');
  });

  it('sends the plain page uncached by a CDN, as before', async () => {
    const plain = await listsRenderer(request('/profile'));
    const response = pageResponse(plain, () => INDEX_HTML, { sMaxAge: 60 });
    expect(response).toMatchObject({ status: 200, body: plain.html });
    expect(response.headers['Cache-Control']).toBe('no-cache');
  });
});

describe('under load', () => {
  /** A guard whose event loop is as busy as the test says. */
  function guardWith(utilization) {
    vi.useFakeTimers();
    const guard = createLoadGuard(LOAD_LIMITS, {
      utilization: (now) => (now === undefined ? { stamp: Date.now() } : { utilization: utilization() }),
    });
    return guard;
  }

  it('renders while the loop has room, sends the plain page at once when busy, and 503 past what it can hold', () => {
    let utilization = 0.2;
    const guard = guardWith(() => utilization);
    try {
      const admitted = Array.from({ length: LOAD_LIMITS.busyPages + 2 }, () => guard.admit());
      expect(new Set(admitted)).toEqual(new Set(['render']));
      utilization = 0.97;
      vi.advanceTimersByTime(LOAD_LIMITS.windowMs);
      // a busy loop with many pages in progress: the next page is plain, no reads, no render
      expect(guard.admit()).toBe('plain');
      for (let i = 0; i < LOAD_LIMITS.busyPages + 3; i += 1) guard.done();
      // one browser's pages never count as load
      expect(guard.admit()).toBe('render');
      guard.done();
      for (let i = guard.pagesInProgress(); i < LOAD_LIMITS.maxPagesInProgress; i += 1) guard.admit();
      expect(guard.admit()).toBe('shed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 503 with Retry-After, kept by no cache, when the guard sheds', async () => {
    const shedding = createPageRenderer({
      shellDist: dir,
      serverBundle: path.join(dir, 'render-page.cjs'),
      fetchManifest: async () => ({ exposes: [] }),
      fetchText: async () => '',
      loadGuard: { admit: () => 'shed', done: () => undefined },
    });
    renderCalls.length = 0;
    const result = await shedding(request('/'));
    expect(renderCalls).toEqual([]);
    const response = pageResponse(result, () => INDEX_HTML, { sMaxAge: 60 });
    expect(response.status).toBe(503);
    expect(response.headers['Retry-After']).toBe(String(LOAD_LIMITS.retryAfterSeconds));
    expect(response.headers['Cache-Control']).toBe('no-store');
  });

  it('sends the plain page without rendering when the guard says so', async () => {
    const busy = createPageRenderer({
      shellDist: dir,
      serverBundle: path.join(dir, 'render-page.cjs'),
      fetchManifest: async () => ({ exposes: [] }),
      fetchText: async () => '',
      loadGuard: { admit: () => 'plain', done: () => undefined },
    });
    renderCalls.length = 0;
    expect(await busy(request('/'))).toBeNull();
    expect(renderCalls).toEqual([]);
  });
});

describe('the session cookie', () => {
  const respond = sessionCookieResponder(async (token) => {
    if (token !== 'good.token.') throw new Error('invalid token');
    return { uid: 'u1' };
  });
  const own = { 'sec-fetch-site': 'same-origin' };

  it("is set HttpOnly for a token that verifies, from the site's own page", async () => {
    const answer = await respond({ method: 'POST', headers: own, body: '{"idToken":"good.token."}', secure: false });
    expect(answer.status).toBe(204);
    expect(answer.headers['Set-Cookie']).toBe('__session=good.token.; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax');
    expect(answer.headers['Cache-Control']).toBe('private, no-store');
    const secure = await respond({ method: 'POST', headers: own, body: { idToken: 'good.token.' }, secure: true });
    expect(secure.headers['Set-Cookie']).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('is cleared for a token that does not verify, and on sign-out', async () => {
    const forged = await respond({ method: 'POST', headers: own, body: '{"idToken":"forged"}', secure: false });
    expect(forged.status).toBe(401);
    expect(forged.headers['Set-Cookie']).toMatch(/^__session=; Path=\/; Max-Age=0; HttpOnly/);
    const out = await respond({ method: 'DELETE', headers: own, body: '', secure: false });
    expect(out.status).toBe(204);
    expect(out.headers['Set-Cookie']).toMatch(/^__session=; Path=\/; Max-Age=0/);
  });

  it('is neither set nor cleared from another site, nor from a body that is no token', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', host: 'localhost:3000' },
      {},
    ]) {
      const answer = await respond({ method: 'POST', headers, body: '{"idToken":"good.token."}', secure: false });
      expect(answer.status).toBe(403);
      expect(answer.headers['Set-Cookie']).toBeUndefined();
    }
    expect((await respond({ method: 'DELETE', headers: { 'sec-fetch-site': 'same-site' }, body: '' })).status).toBe(
      403,
    );
    // a browser without Sec-Fetch-Site: its Origin must name the host it asked
    const sameHost = await respond({
      method: 'POST',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      body: '{"idToken":"good.token."}',
      secure: false,
    });
    expect(sameHost.status).toBe(204);
    for (const body of ['', 'not json', '{"idToken":42}', '[]'])
      expect((await respond({ method: 'POST', headers: own, body, secure: false })).status, body).toBe(400);
    expect((await respond({ method: 'GET', headers: own, body: '' })).status).toBe(405);
  });
});
