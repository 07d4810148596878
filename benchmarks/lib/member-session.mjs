import puppeteer from 'puppeteer-core';

/** The seeded member (local-firebase's seed and the Auth emulator's import): a plain account, no admin role. */
export const MEMBER_EMAIL = 'member@bonus-atlas.test';
const SIGN_IN_DEADLINE_MS = 30_000;

/** The `__session` cookie's ID token → its uid (the token is the Auth emulator's own; read, not verified). */
function uidOfIdToken(token) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return payload.user_id ?? payload.sub;
}

/**
 * Signs the member in on `base` through the site's own account chooser (the Auth emulator's stand-in
 * for Google's pop-up), as a person would: Sign In, the member's row, the avatar. Firebase Auth then
 * keeps the user in the origin's IndexedDB and the app writes the ID token into the `__session`
 * cookie. Lighthouse clears neither (its default storage reset is caches, service workers and file
 * systems only), so every later run of this Chrome loads the pages as this signed-in member.
 * Returns the member's uid, read from the cookie's token.
 */
export async function signInMember(port, base, email = MEMBER_EMAIL) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    page.setDefaultTimeout(SIGN_IN_DEADLINE_MS);
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const header = '[data-testid="site-header"]';
    // the server's markup keeps its buttons disabled (a disabled fieldset) until the app has taken over
    await page.waitForFunction(() => !document.querySelector('fieldset[data-server-markup][disabled]'));
    const signIn = await page.waitForSelector(`${header} ::-p-aria([name="Sign In"][role="button"])`);
    await signIn.click();
    // the chooser's row: a button holding the account's e-mail among its texts
    const account = await page.waitForSelector(`::-p-xpath(//button[not(@disabled)][.//*[text()="${email}"]])`);
    await account.click();
    await page.waitForSelector(`${header} ::-p-aria([name="Account menu"][role="button"])`);
    // the cookie follows the ID token a moment after the avatar (onIdTokenChanged)
    const deadline = Date.now() + SIGN_IN_DEADLINE_MS;
    for (;;) {
      const session = (await page.cookies()).find((cookie) => cookie.name === '__session' && cookie.value);
      if (session) return uidOfIdToken(decodeURIComponent(session.value));
      if (Date.now() > deadline)
        throw new Error(`${base}: signed in, but no __session cookie after ${SIGN_IN_DEADLINE_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

const FIRESTORE_PATH = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/;
const SETTLE_MS = 4_000;

/**
 * Loads `url` once (no throttling) and lists its Firestore requests, each marked as the user's own
 * when its address or its body names the uid (users/{uid}, a query on ownerId/userId == uid, ...).
 * `visitor: true` loads it in a fresh incognito context, with no saved user and no cookie.
 * Lighthouse reports addresses only; a query's filter is in its body, hence this separate load.
 */
export async function firestoreRequests(port, url, { uid, visitor = false } = {}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = visitor ? await browser.createBrowserContext() : browser.defaultBrowserContext();
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS' || !FIRESTORE_PATH.test(request.url())) return;
    const text = `${request.url()} ${request.postData() ?? ''}`;
    requests.push({ url: request.url(), own: Boolean(uid) && text.includes(uid) });
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: SIGN_IN_DEADLINE_MS });
    // the page's own reads follow the takeover; Lighthouse waits for a quiet network the same way
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  } finally {
    await page.close();
    if (visitor) await context.close();
    await browser.disconnect();
  }
  return { total: requests.length, own: requests.filter((request) => request.own).length, requests };
}
