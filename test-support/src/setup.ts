// vitest setupFiles of a remote's component tests: DOM matchers, a clean document after each test,
// and the English texts (the spec's exact words are what the assertions look for).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@bonus-atlas/shared-ui';

initI18n({ lng: 'en' });

afterEach(() => {
  cleanup();
});
