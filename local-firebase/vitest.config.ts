import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file starts its own servers on ephemeral ports; two workers suit the 2-core machine.
    maxWorkers: 2,
  },
});
