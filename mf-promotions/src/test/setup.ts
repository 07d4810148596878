import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@bonus-atlas/shared-ui';
import { registerPromotionsTexts } from '../i18n';

// English texts in tests: the spec's exact words are what the assertions look for
initI18n({ lng: 'en' });
registerPromotionsTexts();

afterEach(() => {
  cleanup();
});
