import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemoteUnavailable: Story = {
  args: {
    title: 'This section is temporarily unavailable',
    message: 'The rest of the site still works. Try again in a moment.',
  },
};

export const FailedToLoadReports: Story = {
  args: { title: 'Failed to Load Reports', retryLabel: 'Try Again' },
};

export const Retrying: Story = {
  args: {
    title: 'Failed to load brands',
    message: 'Request timed out. Please try again.',
    retrying: true,
  },
};

export const DefaultMessage: Story = { args: {} };
