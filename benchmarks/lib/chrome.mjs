import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/**
 * The headless Chromium every bench run uses (Debian's, or CHROME_PATH), without background traffic,
 * in the users' time zone (Asia/Jakarta, or BENCH_TZ): a server page whose times the browser formats
 * differently is rendered anew, and the bench should pay what an Indonesian visitor pays.
 */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    envVars: { ...process.env, TZ: process.env.BENCH_TZ ?? 'Asia/Jakarta' },
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Gives the browser a `__session` cookie for the site's host (both ports: cookies ignore the port), so
 * the server steps aside and the app renders the page, as for a signed-in browser (the value signs
 * no one in: the app reads its session from Firebase Auth, the server only looks for the cookie).
 * Lighthouse resets storage between runs but keeps cookies; the app, signed out, clears this one, so it
 * is set before each run.
 */
export async function setSessionCookie(port, base) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie({ name: '__session', value: 'bench', url: base });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
