import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { storyPromotions } from '../../test/story-fixtures';
import { ByBrandsHead, ByCategoryHead, CategoryLandingHead, WelcomeBonusHead } from './PromotionsHeads';

const promotions = storyPromotions(3);

/** The listing pages' heads: nothing on the page, the title and description in the document's head. */
const meta = {
  title: 'Features/Seo/PromotionsHeads',
  component: ByCategoryHead,
  args: { category: 'Cashback', isDefault: false, promotions },
  play: async () => {
    await waitFor(() => expect(document.title).not.toBe(''));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content');
  },
} satisfies Meta<typeof ByCategoryHead>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ByCategory: Story = {};
const brandChips = [
  { id: 'brand-1', name: 'Garuda Play', slug: 'garuda-play', logo: '' },
  { id: 'brand-2', name: 'Nusantara Bet', slug: 'nusantara-bet', logo: '' },
];
export const ByBrands: Story = { render: () => <ByBrandsHead brandId="brand-2" brands={brandChips} /> };
export const WelcomeBonus: Story = { render: () => <WelcomeBonusHead promotions={promotions} /> };
export const CategoryLanding: Story = {
  render: () => <CategoryLandingHead category="Cashback" slug="cashback" promotions={promotions} />,
};
