import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { buildCategoryChips } from './category-chips';
import { CategoryChips } from './CategoryChips';

const meta = {
  component: CategoryChips,
  args: { chips: buildCategoryChips(['Turnamen Mingguan']), selected: 'Welcome Bonus', onSelect: fn() },
} satisfies Meta<typeof CategoryChips>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithCustomCategory: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Birthday' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Birthday');
  },
};
export const Indonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
