import type { Preview } from 'storybook-react-rsbuild';
import { ToastProvider } from '../src/toast/ToastProvider';
import { sharedPreview } from '../../.storybook/shared/preview';

const preview: Preview = {
  ...sharedPreview,
  // every part gets a Docs page: its props (react-docgen) and its stories
  tags: ['autodocs'],
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
