import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, screen, within } from 'storybook/test';
import { usePendingWithdrawals } from '@bonus-atlas/shared-services/manage';
import { answered, failed, pending } from '../../test/story-fixtures';
import { WithdrawalsSection } from './WithdrawalsSection';

/** /admin/withdrawals: the pending queue, oldest first (the preview's three requests). */
const meta = {
  component: WithdrawalsSection,
} satisfies Meta<typeof WithdrawalsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each request with its member, amount, method and full account; the admin's own one has no buttons. */
export const PendingQueue: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 withdrawals waiting')).toBeVisible();
    const [first, second, own] = canvas.getAllByTestId('withdrawal-request');
    await expect(first).toHaveTextContent('Maya Member');
    await expect(first).toHaveTextContent('E-wallet · DANA');
    await expect(second).toHaveTextContent('Bank transfer · BCA');
    await expect(second).toHaveTextContent('1234567890');
    await expect(own).toHaveTextContent('Your own request: another admin decides it');
    await expect(within(own!).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Mark as paid opens its dialog for that request; Cancel closes it. */
export const OpensMarkAsPaid: Story = {
  play: async ({ canvas, userEvent }) => {
    const [, second] = canvas.getAllByTestId('withdrawal-request');
    await userEvent.click(within(second!).getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this withdrawal as paid' });
    await expect(dialog).toHaveTextContent('BCA 1234567890 (Budi Santoso Wijayakusuma Hadiningrat)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const EmptyQueue: Story = {
  beforeEach: () => void mocked(usePendingWithdrawals).mockReturnValue(answered([]) as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Pending Withdrawals')).toBeVisible();
    await expect(canvas.getByText('0 withdrawals waiting')).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach: () => void mocked(usePendingWithdrawals).mockReturnValue(pending as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading withdrawals...')).toBeInTheDocument();
  },
};
export const LoadError: Story = {
  beforeEach: () => void mocked(usePendingWithdrawals).mockReturnValue(failed as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to Load Withdrawals')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
