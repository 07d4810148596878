// vitest setupFiles of a remote's component tests: DOM matchers, a clean document after each test,
// and the English texts (the spec's exact words are what the assertions look for).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadLanguage } from '@bonus-atlas/shared-ui';

// the shared texts load a language at a time in the app: the tests have both from the start
await Promise.all([loadLanguage('en'), loadLanguage('id')]);
initI18n({ lng: 'en' });

// a form's submit first loads the record schemas' chunk: with every workspace's tests side by side on two
// cores that can outlast findBy/waitFor's default second, and a slow machine is not a wrong answer
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
