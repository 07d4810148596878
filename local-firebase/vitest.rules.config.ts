import { defineConfig } from 'vitest/config';

// The project's rules suite (test/project-rules) on one engine: RULES_ENGINE=local (default) starts a
// local-firebase per file; RULES_ENGINE=google runs the same Firestore cases on Google's emulator,
// started once for the run. Storage cases need local-firebase. `npm run test:rules` runs both.
const google = process.env.RULES_ENGINE === 'google';

export default defineConfig({
  test: {
    include: ['test/project-rules/*.test.ts'],
    exclude: google ? ['test/project-rules/storage.test.ts', 'test/project-rules/rules-files.test.ts'] : [],
    globalSetup: google ? ['test/project-rules/rules-google.setup.ts'] : [],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
