import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadLanguage } from '../i18n/init-i18n';

// Tests read English texts (detection would otherwise pick jsdom's navigator language); the texts load a
// language at a time in the app, the tests have both from the start.
await Promise.all([loadLanguage('en'), loadLanguage('id')]);
initI18n({ lng: 'en' });

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});
