import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useUserTransactions } from '@bonus-atlas/shared-services/manage';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { answered, failed, pending } from '../test/story-fixtures';
import TransactionsPage from './TransactionsPage';

const meta = {
  component: TransactionsPage,
  parameters: { layout: 'fullscreen', router: { route: '/transactions' } },
  beforeEach: signedIn('member'),
} satisfies Meta<typeof TransactionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Wallet: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach: () => void mocked(useUserTransactions).mockReturnValue(answered([]) as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Transactions Yet')).toBeVisible();
  },
};
export const Loading: Story = { beforeEach: () => void mocked(useUserTransactions).mockReturnValue(pending as never) };
export const LoadError: Story = { beforeEach: () => void mocked(useUserTransactions).mockReturnValue(failed as never) };
