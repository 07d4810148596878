import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Page, PageLoading } from './Page';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { title: 'My Brands', children: <p>Your brands and their promotions.</p> },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const Loading: Story = {
  render: () => (
    <PageLoading
      title="My Wallet"
      message="Loading..."
      detail="Fetching your balance and transactions."
    />
  ),
};
