import { defineConfig } from 'vitest/config';

// The project's rules suite (test/) on one engine: RULES_ENGINE=local (default) starts a
// local-firebase per file; RULES_ENGINE=google runs the same Firestore cases on Google's emulator,
// started once for the run. Storage cases need local-firebase. `npm run test:rules` runs both.
const google = process.env.RULES_ENGINE === 'google';

export default defineConfig({
  test: {
    include: ['test/*.test.ts'],
    // Storage cases need local-firebase; the rules files' own checks (they compile, they copy the model's
    // lists) read the files, whatever the engine; the expression budget is Google's engine's own limit
    exclude: google
      ? ['test/storage.test.ts', 'test/rules-files.test.ts', 'test/model-lists.test.ts', 'test/record-definitions.test.ts']
      : ['test/expression-budget.test.ts'],
    globalSetup: google ? ['test/rules-google.setup.ts'] : [],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
