// Every story is a test: addon-vitest renders each story in headless Chromium (the machine's
// /usr/bin/chromium, never a downloaded browser), runs its play function and the accessibility check.
// One factory for the five Storybooks' test configs (each workspace's vitest.storybook.config.ts).
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { previewMocks } from './preview-mocks-plugin.ts';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function storybookVitest(workspaceDir: string) {
  const configDir = path.join(workspaceDir, '.storybook');
  return defineConfig({
    root: workspaceDir,
    plugins: [previewMocks(configDir), storybookTest({ configDir })],
    // every dependency found before the first story runs (the setup files' and the lazily imported
    // ones too): one found late makes Vite reload the page in the middle of a test
    optimizeDeps: {
      entries: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
      include: ['@storybook/addon-a11y/preview', 'storybook-react-rsbuild'],
    },
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        // addon-vitest turns file writes off unless asked: the visual checks write their references
        api: { allowWrite: true },
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: CHROMIUM },
          // a window the widest story frame (1280 x 900) fits in unscaled, so a phone shot is 390 px wide
          contextOptions: {
            timezoneId: 'Asia/Jakarta',
            reducedMotion: 'reduce',
            deviceScaleFactor: 1,
            viewport: { width: 1320, height: 960 },
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // anti-aliasing may differ by a pixel here and there between Chromium builds; a shifted
            // layout or another colour is thousands of pixels
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
            screenshotOptions: { animations: 'disabled', caret: 'hide' },
          },
        },
      },
      // the workspace's own: its preview's annotations (and, through it, the shared checks)
      setupFiles: [path.join(configDir, 'vitest.setup.ts')],
      // a shared 2-core machine: one browser page at a time per Storybook
      fileParallelism: false,
      testTimeout: 30_000,
    },
  });
}
