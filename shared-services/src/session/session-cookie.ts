import type { Auth, User } from 'firebase/auth';

/** Firebase Hosting forwards only this cookie to functions (the admin remote's gate reads it). */
export const SESSION_COOKIE = '__session';
// an ID token lives one hour; onIdTokenChanged writes the refreshed one before that
const ID_TOKEN_SECONDS = 3600;

function writeCookie(value: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // host-only and SameSite=Lax: sent to the admin remote on the same site (another port locally), never to third parties
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Puts the signed-in user's current ID token in the `__session` cookie, or clears it when signed out. */
export async function writeSessionCookie(user: User | null): Promise<void> {
  if (!user) {
    writeCookie('', 0);
    return;
  }
  writeCookie(await user.getIdToken(), ID_TOKEN_SECONDS);
}

/** Keeps the cookie in step with the token: set after sign-in, refreshed with the token, cleared on sign-out. */
export async function followSessionCookie(auth: Auth): Promise<() => void> {
  const { onIdTokenChanged } = await import('firebase/auth');
  return onIdTokenChanged(auth, (user) => {
    void writeSessionCookie(user).catch((error: unknown) => console.warn('Could not write the session cookie', error));
  });
}
