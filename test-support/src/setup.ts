// vitest setupFiles of a remote's component tests: DOM matchers, a clean document after each test,
// and the English texts (the spec's exact words are what the assertions look for).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@bonus-atlas/shared-ui';

initI18n({ lng: 'en' });

// a form's submit first loads the record schemas' chunk: with every workspace's tests side by side on two
// cores that can outlast findBy/waitFor's default second, and a slow machine is not a wrong answer
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
