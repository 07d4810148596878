// The production functions' request handlers (functions/admin-gate.mjs, functions/shell-page.mjs) behind
// express, as Cloud Functions runs them, and the local server: the same page headers on both.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminGateHandler } from '../../functions/admin-gate.mjs';
import { cacheControlOf, PAGE_SECURITY_HEADERS } from '../../functions/http-headers.mjs';
import { createShellPageHandler } from '../../functions/shell-page.mjs';
import { createSitemapFunctionHandler } from '../../functions/sitemap.mjs';
import { pageResponse, sessionCookieResponder } from '../../functions/render/server-render.mjs';
import { createStaticServer } from '../serve-static.mjs';

let adminRoot;
const servers = [];

async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

function functionServer(handler) {
  const app = express();
  app.all('*', handler);
  return listen(app.listen(0, '127.0.0.1'));
}

const TOKEN = 'aaa.bbb.ccc';
/** A gate deciding by token: admin / member / anything else refused. */
const fakeGate = async (cookieHeader) => {
  const token = /__session=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (token === TOKEN) return { status: 200, reason: 'admin' };
  if (token === 'mmm.mmm.mmm') return { status: 403, reason: 'member' };
  return { status: 401, reason: 'none' };
};

beforeAll(() => {
  adminRoot = mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  mkdirSync(path.join(adminRoot, 'js'));
  writeFileSync(path.join(adminRoot, 'remoteEntry.js'), 'entry');
  writeFileSync(path.join(adminRoot, 'js', '12.0123abcd.js'), 'chunk');
  writeFileSync(path.join(adminRoot, 'pages.json'), '{"remote":"mf_admin"}');
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(adminRoot, { recursive: true, force: true });
});

describe('adminGate handler', () => {
  it('answers a visitor 401, a member 403 and an admin the file', async () => {
    const base = await functionServer(createAdminGateHandler({ gate: fakeGate, adminRoot }));
    const get = (cookie) => fetch(`${base}/mf-admin/remoteEntry.js`, { headers: cookie ? { Cookie: cookie } : {} });
    expect((await get()).status).toBe(401);
    expect((await get('__session=mmm.mmm.mmm')).status).toBe(403);
    const admin = await get(`__session=${TOKEN}`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toBe('entry');
  });

  it('gives anyone the page list (data, no code), and still no code without the admin role', async () => {
    const base = await functionServer(createAdminGateHandler({ gate: fakeGate, adminRoot }));
    const list = await fetch(`${base}/mf-admin/pages.json`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ remote: 'mf_admin' });
    expect((await fetch(`${base}/mf-admin/remoteEntry.js`)).status).toBe(401);
    expect(
      (await fetch(`${base}/mf-admin/js/12.0123abcd.js`, { headers: { Cookie: '__session=mmm.mmm.mmm' } })).status,
    ).toBe(403);
  });

  it('marks only content-hashed files immutable, and every refusal no-store', async () => {
    const base = await functionServer(createAdminGateHandler({ gate: fakeGate, adminRoot }));
    const cookie = { Cookie: `__session=${TOKEN}` };
    expect((await fetch(`${base}/mf-admin/remoteEntry.js`, { headers: cookie })).headers.get('cache-control')).toBe(
      'private, no-cache',
    );
    expect((await fetch(`${base}/mf-admin/js/12.0123abcd.js`, { headers: cookie })).headers.get('cache-control')).toBe(
      'private, max-age=31536000, immutable',
    );
    expect((await fetch(`${base}/mf-admin/remoteEntry.js`)).headers.get('cache-control')).toBe('no-store');
    expect(cacheControlOf('remoteEntry.js')).toBe('public, no-cache');
  });

  it('answers 400 to a malformed cookie or address and keeps serving', async () => {
    const base = await functionServer(createAdminGateHandler({ gate: fakeGate, adminRoot }));
    for (const cookie of ['__session=%E0%A4%A', '__session=not-a-token']) {
      expect((await fetch(`${base}/mf-admin/remoteEntry.js`, { headers: { Cookie: cookie } })).status, cookie).toBe(
        400,
      );
    }
    expect((await fetch(`${base}/mf-admin/%E0%A4%A`, { headers: { Cookie: `__session=${TOKEN}` } })).status).toBe(400);
    // a path out of the folder is no file
    expect(
      (await fetch(`${base}/mf-admin/..%2F..%2Fetc%2Fpasswd`, { headers: { Cookie: `__session=${TOKEN}` } })).status,
    ).toBe(404);
    expect((await fetch(`${base}/mf-admin/remoteEntry.js`, { headers: { Cookie: `__session=${TOKEN}` } })).status).toBe(
      200,
    );
  });

  it('answers 500 (not a crash) when the gate itself fails', async () => {
    const failing = async () => {
      throw new Error('Firestore down');
    };
    const base = await functionServer(createAdminGateHandler({ gate: failing, adminRoot }));
    expect((await fetch(`${base}/mf-admin/remoteEntry.js`)).status).toBe(500);
    expect((await fetch(`${base}/mf-admin/remoteEntry.js`)).status).toBe(500);
  });
});

describe('shellPage handler and the local server send the same page headers', () => {
  const renderer = async () => ({
    render: async (req) =>
      req.path === '/broken' ? Promise.reject(new Error('render failed')) : '<html>rendered</html>',
    pageResponse,
  });

  it('shellPage: a rendered page, the plain page after a failed render, and a bad address', async () => {
    const base = await functionServer(createShellPageHandler({ indexHtml: () => '<html>index</html>', renderer }));
    const page = await fetch(`${base}/brand/x`);
    expect(await page.text()).toBe('<html>rendered</html>');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const fallback = await fetch(`${base}/broken`);
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toBe('<html>index</html>');
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    for (const response of [page, fallback]) {
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    }
  });

  it('the local server: the rendered page and the plain index.html', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    try {
      const rendered = await listen(
        createStaticServer({ root, spa: true, render: async () => '<html>rendered</html>' }),
      );
      const plain = await listen(createStaticServer({ root, spa: true }));
      for (const response of [await fetch(`${rendered}/brand/x`), await fetch(`${plain}/brand/x`)]) {
        expect(response.status).toBe(200);
        for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
          expect(response.headers.get(name)).toBe(value);
      }
      expect(PAGE_SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the session cookie through shellPage and the local server', () => {
  const sessionCookie = sessionCookieResponder(async (token) => {
    if (token !== TOKEN) throw new Error('invalid');
  });
  const withSession = Object.assign(async () => '<html>rendered</html>', { sessionCookie });
  const ownPage = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

  it('is set HttpOnly and private (Hosting passes Set-Cookie only then), and cleared, by both', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    try {
      const local = await listen(createStaticServer({ root, spa: true, render: withSession }));
      const fn = await functionServer(
        createShellPageHandler({ indexHtml: () => '', renderer: async () => ({ render: withSession, pageResponse }) }),
      );
      for (const base of [local, fn]) {
        const set = await fetch(`${base}/api/session`, {
          method: 'POST',
          headers: ownPage,
          body: JSON.stringify({ idToken: TOKEN }),
        });
        expect(set.status, base).toBe(204);
        expect(set.headers.get('set-cookie')).toBe(`__session=${TOKEN}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);
        expect(set.headers.get('cache-control')).toBe('private, no-store');
        const cleared = await fetch(`${base}/api/session`, { method: 'DELETE', headers: ownPage });
        expect(cleared.headers.get('set-cookie')).toMatch(/^__session=; Path=\/; Max-Age=0/);
        const crossSite = await fetch(`${base}/api/session`, {
          method: 'POST',
          headers: { ...ownPage, 'Sec-Fetch-Site': 'cross-site' },
          body: JSON.stringify({ idToken: TOKEN }),
        });
        expect(crossSite.status).toBe(403);
      }
      // a body past the bound is not read
      const huge = await fetch(`${local}/api/session`, {
        method: 'POST',
        headers: ownPage,
        body: JSON.stringify({ idToken: 'x'.repeat(20_000) }),
      });
      expect(huge.status).toBe(413);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('sitemap handler', () => {
  const generator = async (pathname) =>
    pathname === '/sitemap.xml'
      ? { status: 200, headers: { 'Content-Type': 'application/xml; charset=utf-8' }, body: '<urlset/>' }
      : null;

  it('answers the sitemap, 404 for another path and 400 for a malformed address, and keeps serving', async () => {
    // mounted without a route pattern, so the malformed path reaches the handler (not express's param decoding)
    const app = express();
    app.use(createSitemapFunctionHandler({ sitemap: async () => generator }));
    const base = await listen(app.listen(0, '127.0.0.1'));
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toBe('<urlset/>');
    const unknown = await fetch(`${base}/sitemap-9.xml`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const malformed = await fetch(`${base}/sitemap%E0%A4%A.xml`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/sitemap.xml`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(200);
  });

  it('answers 500 (not a crash) when the generator fails to load or to run', async () => {
    let calls = 0;
    const base = await functionServer(
      createSitemapFunctionHandler({
        sitemap: async () => {
          calls += 1;
          if (calls === 1) throw new Error('bundle missing');
          return async () => {
            throw new Error('boom');
          };
        },
      }),
    );
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(500);
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(500);
    expect(calls).toBe(2);
  });
});

describe('the production verifier', () => {
  it('asks the Admin SDK to check revocation and disabled accounts, and reads the role each time', async () => {
    const { adminSdkGate } = await import('../../functions/admin-gate.mjs');
    const verifyCalls = [];
    let role = 'admin';
    const gate = adminSdkGate({
      auth: {
        verifyIdToken: async (token, checkRevoked) => {
          verifyCalls.push([token, checkRevoked]);
          return { uid: 'u1' };
        },
      },
      db: { doc: () => ({ get: async () => ({ get: () => role }) }) },
    });
    expect((await gate('__session=aaa.bbb.ccc')).status).toBe(200);
    role = 'member';
    expect((await gate('__session=aaa.bbb.ccc')).status).toBe(403);
    expect(verifyCalls).toEqual([
      ['aaa.bbb.ccc', true],
      ['aaa.bbb.ccc', true],
    ]);
  });
});
