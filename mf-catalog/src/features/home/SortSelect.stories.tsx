import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = { component: SortSelect, args: { value: 'rating', onChange: fn() } } satisfies Meta<typeof SortSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'name');
    await expect(args.onChange).toHaveBeenCalledWith('name');
  },
};
