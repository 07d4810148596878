import type { Auth, User } from 'firebase/auth';

/**
 * Where the page's server takes the ID token and keeps it in the `__session` cookie (the one cookie
 * Firebase Hosting forwards to functions; functions/admin-gate-core.mjs), HttpOnly, so no
 * script of the page can read it (nothing here reads it: the page server and the admin gate read it
 * from requests). functions/render/server-render.mjs SESSION_PATH.
 */
const SESSION_PATH = '/api/session';
/** The server answers within its page deadline; past this the cookie stays as it was. */
const SESSION_REQUEST_TIMEOUT_MS = 10_000;

async function sendSession(idToken: string | null): Promise<void> {
  if (typeof fetch === 'undefined' || typeof location === 'undefined') return;
  const response = await fetch(SESSION_PATH, {
    method: idToken ? 'POST' : 'DELETE',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(SESSION_REQUEST_TIMEOUT_MS),
    ...(idToken ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ idToken }) } : {}),
  });
  if (!response.ok) throw new Error(`the session was not kept (HTTP ${response.status})`);
}

/** Has the server put the signed-in user's current ID token in the `__session` cookie, or clear it when signed out. */
export async function writeSessionCookie(user: User | null): Promise<void> {
  await sendSession(user ? await user.getIdToken() : null);
}

/** Keeps the cookie in step with the token: set after sign-in, refreshed with the token, cleared on sign-out. */
export async function followSessionCookie(auth: Auth): Promise<() => void> {
  const { onIdTokenChanged } = await import('firebase/auth');
  return onIdTokenChanged(auth, (user) => {
    void writeSessionCookie(user).catch((error: unknown) => console.warn('Could not write the session cookie', error));
  });
}
