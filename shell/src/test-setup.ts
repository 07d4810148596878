import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '@bonus-atlas/shared-ui';
import { registerShellTexts } from './i18n-loaders';

// the shared and the shell's texts load a language at a time in the app: the tests have both from the start
registerShellTexts();
await Promise.all([loadLanguage('en'), loadLanguage('id')]);

afterEach(() => cleanup());
