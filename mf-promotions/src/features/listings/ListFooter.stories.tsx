import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { ListFooter } from './ListFooter';

const meta = {
  component: ListFooter,
  args: { hasMore: true, loadingMore: false, loadMoreFailed: false, onLoadMore: fn(), autoLoad: false, shownCount: 50 },
} satisfies Meta<typeof ListFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Promotions' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const LoadMoreFailed: Story = { args: { loadMoreFailed: true } };
export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('You have seen all promotions.');
  },
};
