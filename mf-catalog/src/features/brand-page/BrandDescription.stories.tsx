import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { longIndonesianBrand } from '../../test/story-fixtures';
import { BrandDescription } from './BrandDescription';

const meta = { component: BrandDescription, args: { text: 'A friendly gaming brand.' } } satisfies Meta<
  typeof BrandDescription
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Short: Story = {};

/** A long text is cut with Show all; the button opens and closes it. */
export const LongIndonesian: Story = {
  args: { text: `${longIndonesianBrand.description} ${longIndonesianBrand.description}` },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Show all' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Show less');
  },
};
