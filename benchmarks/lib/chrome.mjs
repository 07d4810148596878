import * as chromeLauncher from 'chrome-launcher';

/** The headless Chromium every bench run uses (Debian's, or CHROME_PATH), without background traffic. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
