import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { endingSoon } from '../../test/story-fixtures';
import ReportModal from './ReportModal';

const meta = {
  component: ReportModal,
  args: { promotion: endingSoon, open: true, onClose: fn() },
} satisfies Meta<typeof ReportModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The dialog takes focus and Escape closes it. */
export const ByKeyboard: Story = {
  beforeEach: signedIn('member'),
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Report Wrong Info' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
/** A visitor is asked to sign in first. */
export const Visitor: Story = {
  play: async () => {
    const message = await screen.findByText('Please log in to submit a report.');
    await waitFor(() => expect(message).toBeVisible());
  },
};
