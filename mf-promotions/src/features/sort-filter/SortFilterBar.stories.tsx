import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { SortFilterBar } from './SortFilterBar';

const meta = {
  component: SortFilterBar,
  args: { sort: 'newest', game: null, onSort: fn(), onGame: fn() },
} satisfies Meta<typeof SortFilterBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SortAndFilter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'endingSoon');
    await expect(args.onSort).toHaveBeenCalledWith('endingSoon');
  },
};
export const IndonesianPhone: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
