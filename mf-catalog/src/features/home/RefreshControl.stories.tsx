import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { NOW } from '../../test/story-fixtures';
import { RefreshControl } from './RefreshControl';

const meta = {
  component: RefreshControl,
  args: { updatedAt: NOW - 5 * 60 * 1000, progress: null, onRefresh: fn() },
} satisfies Meta<typeof RefreshControl>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Refreshing: Story = { args: { progress: 60 } };
