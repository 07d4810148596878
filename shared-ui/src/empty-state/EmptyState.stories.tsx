import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/Button';
import { Search, Wallet } from '../icons/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Transactions Yet', icon: <Wallet /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallet_: Story = {
  name: 'Wallet',
  args: { message: 'Report wrong promotion information to earn IDR 5,000 per reviewed report.' },
};

export const NoResults: Story = {
  args: {
    icon: <Search />,
    title: 'No results found for "garuda"',
    message: 'Try different keywords or browse all brands.',
    action: <Button variant="secondary">All Brands</Button>,
  },
};

export const Compact: Story = { args: { compact: true, title: 'No Comments Found', icon: null } };
