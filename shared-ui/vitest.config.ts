import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // CSS Modules resolve to stable class names so tests can assert on variants.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
