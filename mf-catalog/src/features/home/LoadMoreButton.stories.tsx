import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { LoadMoreButton } from './LoadMoreButton';

const meta = {
  component: LoadMoreButton,
  args: { remaining: 18, progress: null, onLoadMore: fn() },
} satisfies Meta<typeof LoadMoreButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Brands (18 remaining)' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { progress: 40 } };
