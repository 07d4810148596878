import { defineConfig } from '@playwright/test';
import { twinAddresses } from '../scripts/deploy/twin-ports.mjs';
import { browserUse, desktopChromium } from './browser';

// The production twin's smoke suite (npm run start:prod): Firebase's own Hosting, Functions and Auth
// emulators on the real firebase.json, serving what a deploy uploads (build/out/twin, packaged by the
// predeploy script). Its ports are its own (deploy/environments/twin.json, moved by ATLAS_TWIN_PORT_OFFSET
// to run beside another twin), so it runs beside npm start.
const twin = twinAddresses();

export default defineConfig({
  testDir: './twin',
  outputDir: './test-results-twin',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: twin.site,
    ...browserUse,
  },
  projects: [{ name: 'chromium', use: desktopChromium }],
  webServer: {
    command: 'node scripts/twin.mjs',
    cwd: '..',
    // answers 200 once the emulators run and a page has rendered (scripts/twin.mjs)
    url: twin.ready,
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
