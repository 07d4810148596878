import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { browserUse, desktopChromium } from './browser';

// unique per run: the launcher answers on it only when THIS run's stack is up (see scripts/start.mjs)
const readyToken = process.env.BONUS_ATLAS_READY_TOKEN ?? randomUUID();
process.env.BONUS_ATLAS_READY_TOKEN = readyToken;

// The whole stack (Auth emulator, local-firebase with a FRESH seeded data folder, production builds on
// 3000–3004) is started by the launcher; `npm test` builds first, so the launcher skips the build.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // one browser at a time: the journeys share one database and the machine is small
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: 'http://localhost:3000',
    ...browserUse,
  },
  projects: [{ name: 'chromium', use: desktopChromium }],
  webServer: {
    // --owner-pid: a killed test run never leaves a stack (or a queued launcher) behind
    command: `node scripts/start.mjs --skip-build --fresh --wait --ready-token ${readyToken} --owner-pid ${process.pid}`,
    cwd: '..',
    url: `http://localhost:3999/ready/${readyToken}`,
    // long: --wait queues behind another e2e run on the same machine
    timeout: 30 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
