// The shell site's two functions (Firebase Hosting rewrites):
// - adminGate, the production gate for the admin remote (issue 12: "admin remote deployed with
//   restricted access"). Hosting rewrites /mf-admin/** to it and forwards only the `__session` cookie;
//   it verifies the Google-signed ID token, reads users/{uid}.role with the Admin SDK and streams the
//   file from ./admin-dist (mf-admin's build, copied in at deploy) or refuses.
// - shellPage, every other address without a file: a visitor's public page rendered on the server
//   (issue 15, scripts/lib/server-render.mjs with the shell's server bundle, copied to ./page-render at
//   deploy), or the shell's index.html for anything else and for a signed-in browser.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createAdminGate } from './admin-gate-core.mjs';
import { createPageRenderer } from './page-render/server-render.mjs';

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin-dist');
// Google's public keys for Firebase ID tokens (securetoken), cached and rotated by jose
const keys = createRemoteJWKSet(
  new URL('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
);

initializeApp();
const db = getFirestore();

const gate = createAdminGate({
  verifyIdToken: async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: `https://securetoken.google.com/${projectId}`,
      audience: projectId,
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    return payload.sub;
  },
  readRole: async (uid) => (await db.doc(`users/${uid}`).get()).get('role') ?? null,
});

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

export const adminGate = onRequest({ region: 'asia-southeast2' }, async (req, res) => {
  const decision = await gate(req.headers.cookie);
  res.set('Vary', 'Cookie');
  if (decision.status !== 200) {
    res
      .set('Cache-Control', 'no-store')
      .status(decision.status)
      .send(decision.status === 401 ? 'Sign in as an admin.' : 'Admins only.');
    return;
  }
  // served as https://<shell site>/mf-admin/... (a rewrite on the shell's own site keeps the cookie first-party)
  const relative = decodeURIComponent(req.path).replace(/^\/mf-admin(?=\/)/, '');
  const file = path.join(root, path.normalize(relative).replace(/^([/\\])+/, ''));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.status(404).send('Not found');
    return;
  }
  const entry = /(remoteEntry\.js|mf-manifest\.json)$/.test(file);
  res.set('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.set('Cache-Control', entry ? 'private, no-cache' : 'private, max-age=31536000, immutable');
  res.set('X-Content-Type-Options', 'nosniff');
  createReadStream(file).pipe(res);
});

const pageRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-render');
const shellDist = path.join(pageRoot, 'shell-dist');
const indexHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const renderHtml = createPageRenderer({
  shellDist,
  serverBundle: path.join(pageRoot, 'dist-server', 'render-page.cjs'),
});

export const shellPage = onRequest({ region: 'asia-southeast2', memory: '512MiB' }, async (req, res) => {
  const html = await (renderHtml?.(req) ?? null).catch((error) => {
    console.error(`server render of ${req.url} failed, sending index.html:`, error);
    return null;
  });
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('X-Content-Type-Options', 'nosniff');
  // a rendered page depends on the language asked for and on being a visitor; the CDN keeps it a minute
  res.set('Vary', 'Accept-Language, Cookie');
  res.set('Cache-Control', html ? 'public, max-age=0, s-maxage=60' : 'no-cache');
  res.status(200).send(html ?? indexHtml);
});
