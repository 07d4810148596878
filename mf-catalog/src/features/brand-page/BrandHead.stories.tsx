import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { brandPromotions, storyBrands } from '../../test/story-fixtures';
import { BrandHead } from './BrandHead';

const [brand] = storyBrands(1);

/** The brand page's head: nothing on the page, its title and description in the document's head. */
const meta = {
  component: BrandHead,
  args: { brand: brand!, promotions: brandPromotions },
} satisfies Meta<typeof BrandHead>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toContain('Garuda Play'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Garuda Play'),
    );
  },
};
