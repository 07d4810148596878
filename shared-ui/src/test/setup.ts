import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../i18n/init-i18n';

// Tests read English texts; the detector would otherwise pick jsdom's navigator language.
initI18n({ lng: 'en' });

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});
