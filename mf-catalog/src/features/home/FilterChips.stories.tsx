import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { FilterChips } from './FilterChips';

const meta = {
  component: FilterChips,
  args: {
    value: 'all',
    counts: { all: 42, new: 3, top: 12, bonus: 8, crypto: 5, verified: 17 },
    onChange: fn(),
  },
} satisfies Meta<typeof FilterChips>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The chips are buttons: Tab reaches them, Enter picks one. */
export const ByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /All Brands\s*42/ })).toHaveAttribute('aria-pressed', 'true');
    canvas.getByRole('button', { name: /New Brands/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('new');
  },
};
export const Indonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
