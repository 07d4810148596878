// The admin remote is "deployed with restricted access": its manifest, remoteEntry and chunks go only
// to admins. This core decides; the local launcher (scripts/serve-static.mjs) and the production
// Cloud Function (functions/index.mjs) inject how an ID token is verified and how the role is read.

import { parse as parseCookieHeader } from 'cookie';

export const SESSION_COOKIE = '__session';

/**
 * The admin remote's files anyone may read: its page list (pages.json: paths, access, menu entry; data,
 * no code), which the shell's server reads and puts into every page so the router knows the admin
 * routes and guards them. Every other file (manifest, entry, chunks) is for admins only.
 */
export const OPEN_ADMIN_FILES = new Set(['/pages.json']);

/**
 * Cookie header → { name: value } (Firebase Hosting forwards only `__session` to functions). The
 * `cookie` package keeps a value it cannot percent-decode as it is (`100%`, another local app's cookie)
 * instead of throwing, so one odd cookie is an unknown token, never a failed request.
 * @param {string | undefined} header
 * @returns {Record<string, string | undefined>}
 */
export function parseCookies(header) {
  return parseCookieHeader(header ?? '');
}

/**
 * @param {{ verifyIdToken: (token: string) => Promise<string>, readRole: (uid: string) => Promise<string | null> }} deps
 * verifyIdToken resolves to the uid or rejects; readRole answers users/{uid}.role.
 * @returns {(cookieHeader: string | undefined) => Promise<{ status: 200 | 401 | 403, reason: string }>}
 */
export function createAdminGate({ verifyIdToken, readRole }) {
  return async (cookieHeader) => {
    const token = parseCookies(cookieHeader)[SESSION_COOKIE];
    if (!token) return { status: 401, reason: 'no session cookie' };
    let uid;
    try {
      uid = await verifyIdToken(token);
    } catch {
      return { status: 401, reason: 'invalid or expired ID token' };
    }
    let role = null;
    try {
      role = await readRole(uid);
    } catch {
      // a failed role read counts as member (spec §4), so the files stay closed
    }
    return role === 'admin' ? { status: 200, reason: 'admin' } : { status: 403, reason: 'not an admin' };
  };
}

/** Reads the JWT payload without checking a signature (the caller decides what else to check). */
export function decodeJwtPayload(token) {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

/** Checks the claims every Firebase ID token must carry for this project; returns the uid. */
export function checkIdTokenClaims(payload, projectId, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (payload.aud !== projectId) throw new Error('wrong audience');
  if (payload.iss !== `https://securetoken.google.com/${projectId}`) throw new Error('wrong issuer');
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) throw new Error('expired');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
  return payload.sub;
}

/** How long the Auth emulator gets to say whether it knows a token (a stalled emulator then refuses). */
const EMULATOR_LOOKUP_TIMEOUT_MS = 5000;

/**
 * Under the Auth emulator, whose tokens are unsigned: whether the emulator itself knows this token's
 * account as it names it (accounts:lookup with the token), which a hand-made token that is not shaped as
 * the emulator's own, names no account, or one disabled or signed out since, fails. No signature: the
 * gates that accept emulator tokens listen on loopback only. (The page server's render carries the same
 * check, render/server-render.mjs confirmWithAuthEmulator: a function of its own codebase entry.)
 * @param {string} authOrigin e.g. http://127.0.0.1:9099
 */
export async function confirmEmulatorToken(authOrigin, token, uid) {
  const response = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local`, {
    method: 'POST',
    signal: AbortSignal.timeout(EMULATOR_LOOKUP_TIMEOUT_MS),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: token }),
  });
  if (!response.ok) throw new Error(`token lookup failed: ${response.status}`);
  const { users } = await response.json();
  if (!Array.isArray(users) || !users.some((user) => user.localId === uid && !user.disabled))
    throw new Error('unknown user');
}
