import type { Preview } from 'storybook-react-rsbuild';
import { sb } from 'storybook/test';
import { withShell } from '@bonus-atlas/test-support/storybook';
import { sharedPreview } from '../../.storybook/shared/preview';

// Stories are fed by fixtures, never by a backend: each story sets what shared-services' data hooks
// answer (mocked(...) in its beforeEach). The modules are spied on, so what a story does not set keeps
// its real code (formatting, take-a-break's defaults).
sb.mock(import('../../shared-services/src/take-a-break/use-active-break.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/get-brands.ts'), { spy: true });

const preview: Preview = {
  ...sharedPreview,
  decorators: [withShell, ...sharedPreview.decorators],
};

export default preview;
