import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { freeStackPorts, STACK_PORTS_VARIABLE, stackPorts } from '../scripts/stack-ports.mjs';
import { browserUse, desktopChromium } from './browser';

// unique per run: the launcher answers on it only when THIS run's stack is up (see scripts/start.mjs)
const readyToken = process.env.BONUS_ATLAS_READY_TOKEN ?? randomUUID();
process.env.BONUS_ATLAS_READY_TOKEN = readyToken;
// Free ports, chosen once per run (the workers load this file again and find them in the environment):
// the stack, and every address the specs call (tests/support/stack.ts), use them, so a run needs no
// other stack to stop and runs beside a developer's `npm start`.
process.env[STACK_PORTS_VARIABLE] ??= JSON.stringify(freeStackPorts());
const ports = stackPorts();
// ATLAS_OUT_DIR: the build the stack serves (npm test builds its own there, scripts/lib/build-apps.mjs,
// and a spec that redeploys a remote builds into it too); without it, each app's dist/
const builds = process.env.ATLAS_OUT_DIR;
// ATLAS_SEED_SCALE=N: a stack seeded with N generated brands instead of the demo set, for the journeys
// written for it (*.scale.spec.ts) and only those
const seedScale = process.env.ATLAS_SEED_SCALE;

// The whole stack (Auth emulator, local-firebase with a FRESH seeded data folder, the production builds)
// is started by the launcher; it never builds: `npm test` builds first, an ad-hoc run serves dist/.
export default defineConfig({
  testDir: './tests',
  ...(seedScale ? { testMatch: '**/*.scale.spec.ts' } : { testIgnore: '**/*.scale.spec.ts' }),
  outputDir: './test-results',
  // one browser at a time: the journeys share one database and the machine is small
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    ...browserUse,
  },
  projects: [{ name: 'chromium', use: desktopChromium }],
  webServer: {
    // --owner-pid: a killed test run never leaves a stack (or a queued launcher) behind
    command: [
      `node scripts/start.mjs --skip-build --fresh --ready-token ${readyToken} --owner-pid ${process.pid}`,
      ...(builds ? [`--dist-root ${JSON.stringify(builds)}`] : []),
      ...(seedScale ? [`--scale ${Number(seedScale)}`] : []),
    ].join(' '),
    cwd: '..',
    url: `http://localhost:${ports.ready}/ready/${readyToken}`,
    // a fresh stack starts and seeds in about a minute; a busy small machine takes longer
    timeout: 5 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
