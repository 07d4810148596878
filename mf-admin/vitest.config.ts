import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@bonus-atlas/test-support/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // the forms' tests type with userEvent; on a shared machine that takes seconds under load
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
