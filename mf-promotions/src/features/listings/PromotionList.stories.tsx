import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { failedListing, listingOf, loadingListing, storyPromotions } from '../../test/story-fixtures';
import { BY_CATEGORY_COLUMNS } from './use-column-count';
import { PromotionList } from './PromotionList';

const meta = {
  component: PromotionList,
  args: {
    listing: listingOf(storyPromotions(6), { hasMore: true }),
    searchTerm: '',
    layout: 'masonry',
    breakpoints: BY_CATEGORY_COLUMNS,
    emptyMessage: 'No promotions in this category yet. Try a different category.',
    onOpen: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromotionList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithEndedPromotion: Story = { tags: ['visual'] };
export const Loading: Story = { args: { listing: loadingListing } };
export const LoadError: Story = {
  args: { listing: failedListing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load promotions')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { listing: listingOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No promotions in this category yet. Try a different category.')).toBeVisible();
  },
};
export const SearchWithoutResults: Story = {
  args: { searchTerm: 'tidak ada', listing: listingOf(storyPromotions(6)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results found for "tidak ada". Try different keywords.')).toBeVisible();
  },
};
