import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, createStaticServer } from '../serve-static.mjs';

let root;
let servers = [];

async function serve(spa) {
  const server = createStaticServer({ root, spa });
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
});
