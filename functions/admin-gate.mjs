// adminGate: the production gate of the admin remote. Hosting rewrites /mf-admin/** on the shell's site
// to it and forwards only the `__session` cookie; it verifies the ID token with the Admin SDK (revoked
// tokens and disabled accounts refused), reads users/{uid}.role on every request and streams the file
// from ./admin-dist (mf-admin's build, copied in by the functions' predeploy) or refuses.
// This entry loads neither the page renderer nor its bundle, so a gate's cold start stays small.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import {
  confirmEmulatorToken,
  createAdminGate,
  OPEN_ADMIN_FILES,
  parseCookies,
  SESSION_COOKIE,
} from './admin-gate-core.mjs';
import { adminApp } from './admin-app.mjs';
import { cacheControlOf } from './http-headers.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin-dist');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A Firebase ID token is a JWT: three base64url parts. Anything else in the cookie is a bad request. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The file a /mf-admin/... path names inside admin-dist, or null for a path that leaves it or is not a file. */
export function adminFileAt(adminRoot, requestPath) {
  const relative = decodeURIComponent(requestPath).replace(/^\/mf-admin(?=\/|$)/, '');
  if (relative.includes('\0')) return null;
  const file = path.resolve(adminRoot, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(adminRoot + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * The request handler with its dependencies injected (tests give a fake gate and a folder).
 * @param {{ gate: (cookieHeader: string | undefined) => Promise<{ status: number }>, adminRoot: string }} deps
 */
export function createAdminGateHandler({ gate, adminRoot }) {
  return async (req, res) => {
    res.set('Vary', 'Cookie');
    res.set('X-Content-Type-Options', 'nosniff');
    const refuse = (status, text) => res.set('Cache-Control', 'no-store').status(status).type('text/plain').send(text);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.set('Allow', 'GET, HEAD');
        refuse(405, 'Method not allowed.');
        return;
      }
      let token;
      try {
        token = parseCookies(req.headers.cookie)[SESSION_COOKIE];
      } catch {
        token = '';
      }
      if (token !== undefined && !JWT_SHAPE.test(token)) {
        refuse(400, 'Malformed session cookie.');
        return;
      }
      let file;
      try {
        file = adminFileAt(adminRoot, req.path);
      } catch {
        refuse(400, 'Malformed address.');
        return;
      }
      const open = OPEN_ADMIN_FILES.has(req.path.replace(/^\/mf-admin(?=\/|$)/, ''));
      const decision = open ? { status: 200 } : await gate(req.headers.cookie);
      if (decision.status !== 200) {
        refuse(decision.status, decision.status === 401 ? 'Sign in as an admin.' : 'Admins only.');
        return;
      }
      if (!file) {
        refuse(404, 'Not found.');
        return;
      }
      res.set('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      res.set('Cache-Control', cacheControlOf(file, { private: true }));
      // the admin remote's files are small (a few hundred KB at most): read whole, sent with a length
      // (a piped stream stalls under the Functions emulator's proxy)
      const body = await readFile(file);
      res.status(200).send(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(`adminGate: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) refuse(500, 'Something went wrong.');
    }
  };
}

/**
 * The production verifier: the Admin SDK checks the signature (Google's keys; under the Auth emulator,
 * FIREBASE_AUTH_EMULATOR_HOST, tokens are unsigned and each is confirmed with the emulator itself,
 * confirmEmulatorToken), and with checkRevoked also that the token
 * was not revoked and the account is not disabled (the emulator checks that always; production only
 * when asked).
 * @param {{ auth?: Pick<import('firebase-admin/auth').Auth, 'verifyIdToken'>, db?: import('firebase-admin/firestore').Firestore }} [deps]
 */
export function adminSdkGate({ auth, db } = {}) {
  const verifier = auth ?? getAuth(adminApp());
  const store = db ?? getFirestore(adminApp());
  // the Auth emulator (the twin) signs nothing: every token is confirmed with it too
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return createAdminGate({
    verifyIdToken: async (token) => {
      const { uid } = await verifier.verifyIdToken(token, true);
      if (emulator) await confirmEmulatorToken(`http://${emulator}`, token, uid);
      return uid;
    },
    // the role as it is now, not as a claim minted at sign-in: a demoted admin is refused at once
    readRole: async (uid) => (await store.doc(`users/${uid}`).get()).get('role') ?? null,
  });
}

let handler;
export const adminGate = onRequest({ region: 'asia-southeast2' }, (req, res) => {
  handler ??= createAdminGateHandler({ gate: adminSdkGate(), adminRoot: root });
  return handler(req, res);
});
