import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createAdminGate } from '../../functions/admin-gate-core.mjs';
import { cacheControlOf, contentTypeOf, createStaticServer, requestTarget } from '../serve-static.mjs';

let root;
let servers = [];

async function serve(spa, options = {}) {
  const server = createStaticServer({ root, spa, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  mkdirSync(path.join(root, 'js'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'js', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  writeFileSync(
    path.join(root, 'js', 'big.0123abcd.js'),
    `export const words = ${JSON.stringify('bonus '.repeat(2000))};`,
  );
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serve-static', () => {
  it("answers a stack's own files from memory and changes its pages, leaving the build folder as it is", async () => {
    const base = await serve(true, {
      files: { '/remotes.json': '{"mf_catalog":"http://localhost:41010/mf-manifest.json"}' },
      html: (text) => text.replace('<div id="root">', '<div id="root" data-stack="test">'),
    });
    const map = await fetch(`${base}/remotes.json`);
    expect(map.headers.get('content-type')).toContain('application/json');
    expect(map.headers.get('cache-control')).toBe('no-cache');
    expect(await map.json()).toEqual({ mf_catalog: 'http://localhost:41010/mf-manifest.json' });
    for (const address of ['/', '/index.html', '/brand/x']) {
      expect(await (await fetch(`${base}${address}`)).text(), address).toContain('data-stack="test"');
    }
    // another server on the same folder (another stack) is untouched
    const other = await serve(true);
    expect(await (await fetch(`${other}/`)).text()).not.toContain('data-stack');
    expect((await fetch(`${other}/remotes.json`)).status).toBe(404);
  });

  it('sends text assets gzip-compressed to browsers that accept it, plain to others', async () => {
    const base = await serve(false);
    const plain = await fetch(`${base}/js/big.0123abcd.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();
    const compressed = await fetch(`${base}/js/big.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(plainBody.length / 10);
    // fetch decompresses: the browser gets the same script either way
    expect(await compressed.text()).toBe(plainBody);
  });

  it('serves files with their content type, CORS and a long cache for hashed names', async () => {
    const base = await serve(false);
    const response = await fetch(`${base}/js/main.0123abcd.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('never caches entry points such as the manifest', async () => {
    const base = await serve(false);
    const response = await fetch(`${base}/mf-manifest.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('falls back to index.html for deep links only in SPA mode, and 404s missing assets', async () => {
    const spa = await serve(true);
    const deepLink = await fetch(`${spa}/brand/some-slug`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('id="root"');
    expect((await fetch(`${spa}/js/missing.js`)).status).toBe(404);
    const plain = await serve(false);
    expect((await fetch(`${plain}/brand/some-slug`)).status).toBe(404);
  });

  it('answers CORS preflights and refuses to leave its folder', async () => {
    const base = await serve(true);
    expect((await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS' })).status).toBe(204);
    const escaped = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escaped.text()).not.toContain('root:');
  });

  it('maps names to content types and cache policies', () => {
    expect(contentTypeOf('a/b.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('x.woff2')).toBe('font/woff2');
    expect(cacheControlOf('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlOf('css/main.89abcdef.css')).toContain('max-age=31536000');
  });

  it('reads a request target as a path and query, and nothing else', () => {
    expect(requestTarget('/bycategory?category=All')).toEqual({ pathname: '/bycategory', search: '?category=All' });
    expect(requestTarget('/')).toEqual({ pathname: '/', search: '' });
    // another host, a target that is no path, a path that does not decode
    for (const bad of ['//x:99999', '//%', '*', 'http://localhost/', '/%', '/%E0%A4%A', '', undefined]) {
      expect(requestTarget(bad)).toBeNull();
    }
  });

  it('answers 400 to an address it cannot read, and goes on serving', async () => {
    const base = await serve(true, { render: async () => '<!doctype html>rendered' });
    for (const target of ['//x:99999', '//%', '/%', '/brand/%E0%A4%A']) {
      const answer = await rawGet(base, target);
      expect(answer.status, target).toBe(400);
    }
    const after = await fetch(`${base}/`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('<!doctype html>rendered');
  });

  it('answers 500 and goes on serving when a request fails inside the server', async () => {
    let fail = true;
    const gate = async () => {
      if (fail) throw new Error('role store down');
      return { status: 200, reason: 'admin' };
    };
    const base = await serve(false, { gate });
    expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(500);
    fail = false;
    expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(200);
  });

  it("answers 401 to a session cookie that does not decode, another app's cookie beside it", async () => {
    const gate = createAdminGate({
      verifyIdToken: async (token) => {
        if (token !== 'good') throw new Error('invalid token');
        return 'uid-admin';
      },
      readRole: async () => 'admin',
    });
    const base = await serve(false, { gate });
    for (const cookie of ['__session=%E0%A4%A', 'other=100%; __session=%', 'progress=100%']) {
      expect((await fetch(`${base}/mf-manifest.json`, { headers: { cookie } })).status, cookie).toBe(401);
    }
    // the odd cookie beside a good session does not hide it
    const admin = await fetch(`${base}/mf-manifest.json`, { headers: { cookie: 'progress=100%; __session=good' } });
    expect(admin.status).toBe(200);
  });
});

/** A GET with the target exactly as given (fetch would normalise it). */
function rawGet(base, target) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', reject);
    req.end();
  });
}
