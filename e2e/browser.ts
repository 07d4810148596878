import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** How both suites (the local stack and the production twin) drive Debian's Chromium, as the users see the site. */
export const browserUse: PlaywrightTestConfig['use'] = {
  // the users' zone (Indonesia): a server page whose times differ from the browser's is thrown away
  timezoneId: 'Asia/Jakarta',
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: {
    // never a downloaded browser; without the background-networking flags Chromium calls out at start
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export const desktopChromium = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
