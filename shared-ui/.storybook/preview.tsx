import type { Preview } from 'storybook-react-rsbuild';
import { ToastProvider } from '../src/toast/ToastProvider';
import { sharedPreview } from '../../.storybook/shared/preview';

const preview: Preview = {
  ...sharedPreview,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    ...sharedPreview.decorators,
  ],
};

export default preview;
