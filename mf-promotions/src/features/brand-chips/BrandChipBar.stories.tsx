import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { BrandChipBar } from './BrandChipBar';

const meta = {
  component: BrandChipBar,
  args: {
    brands: [
      { id: 'brand-1', name: 'Garuda Play', logo: '' },
      { id: 'brand-2', name: 'Nusantara Bet', logo: '' },
      { id: 'brand-3', name: 'Kerajaan Keberuntungan Nusantara', logo: '' },
    ],
    selected: null,
    onSelect: fn(),
  },
} satisfies Meta<typeof BrandChipBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: /Nusantara Bet/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('brand-2');
  },
};
export const OneSelectedPhone: Story = { args: { selected: 'brand-3' }, globals: { viewport: { value: 'phone' } } };
