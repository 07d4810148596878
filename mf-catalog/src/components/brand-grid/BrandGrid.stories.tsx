import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { storyBrands } from '../../test/story-fixtures';
import { BrandGrid } from './BrandGrid';

const meta = {
  component: BrandGrid,
  args: { brands: storyBrands(6), label: 'Gaming Brands' },
  play: async ({ canvas }) => {
    // the grid adds its cards a few per frame: wait for all of them
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
  },
} satisfies Meta<typeof BrandGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SixBrands: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
