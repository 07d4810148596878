import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useMyReports } from '@bonus-atlas/shared-services/manage';
import { answered, failed, pending, transactions } from '../../test/story-fixtures';
import { MyReports } from './MyReports';
import { TransactionList } from './TransactionList';

/** The wallet's lists: the transactions and My Reports. */
const meta = {
  title: 'Features/Wallet',
  component: TransactionList,
  args: { transactions },
} satisfies Meta<typeof TransactionList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Transactions: Story = {};
export const TransactionsPhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };

export const Reports: Story = {
  render: () => <MyReports uid="demo-member" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Cashback Mingguan 10%/)).toBeVisible();
  },
};
export const ReportsEmpty: Story = {
  render: () => <MyReports uid="demo-member" />,
  beforeEach: () => void mocked(useMyReports).mockReturnValue(answered([]) as never),
};
export const ReportsLoading: Story = {
  render: () => <MyReports uid="demo-member" />,
  beforeEach: () => void mocked(useMyReports).mockReturnValue(pending as never),
};
export const ReportsError: Story = {
  render: () => <MyReports uid="demo-member" />,
  beforeEach: () => void mocked(useMyReports).mockReturnValue(failed as never),
};
