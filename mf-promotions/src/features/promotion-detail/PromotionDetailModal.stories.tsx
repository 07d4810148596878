import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { ended, endingSoon, longIndonesian } from '../../test/story-fixtures';
import PromotionDetailModal from './PromotionDetailModal';

const meta = {
  component: PromotionDetailModal,
  args: { promotion: endingSoon, open: true, onClose: fn() },
} satisfies Meta<typeof PromotionDetailModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Escape closes it; focus stays inside while it is open. */
export const ClosesByKeyboard: Story = {
  tags: ['visual'],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const EndedPromotion: Story = { args: { promotion: ended } };

export const LongIndonesianTexts: Story = {
  args: { promotion: longIndonesian },
  globals: { locale: 'id', viewport: { value: 'phone' } },
};

/** Report Wrong Info opens the report form over it (signed in). */
export const OpensReport: Story = {
  beforeEach: signedIn('member'),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Report Wrong Info' }));
    const field = await screen.findByLabelText(/What's wrong with this promotion\?/);
    await waitFor(() => expect(field).toBeVisible());
  },
};
