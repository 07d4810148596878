import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['@bonus-atlas/test-support/setup', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // the machine is shared; rendering a 30-card grid can take seconds under load
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
