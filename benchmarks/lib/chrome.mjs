import * as chromeLauncher from 'chrome-launcher';

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

