import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { reportCounts } from '../../test/story-fixtures';
import { StatusFilters } from './StatusFilters';

const meta = {
  component: StatusFilters,
  args: { value: 'all', counts: reportCounts, onChange: fn() },
} satisfies Meta<typeof StatusFilters>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: /Pending/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('pending');
  },
};
export const CountsLoading: Story = { args: { counts: undefined } };
export const Indonesian: Story = { globals: { locale: 'id' } };
