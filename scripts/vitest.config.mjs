import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// the launcher's tests; run from the repo root by scripts/test-all.mjs
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['test/**/*.test.mjs'], environment: 'node' },
});
