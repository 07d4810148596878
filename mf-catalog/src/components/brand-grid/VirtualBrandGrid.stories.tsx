import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyBrands } from '../../test/story-fixtures';
import { VirtualBrandGrid } from './VirtualBrandGrid';

const BRAND_COUNT = 300;

/** Load More has revealed every brand: hundreds of cards, of which only the rows near the screen are in the page. */
const meta = {
  component: VirtualBrandGrid,
  args: { brands: storyBrands(BRAND_COUNT), label: 'Gaming Brands' },
} satisfies Meta<typeof VirtualBrandGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const HundredsOfBrands: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gaming Brands' });
    const first = await within(list).findByText('Garuda Play');
    await expect(first).toBeVisible();
    await expect(within(list).getByText('Nusantara Bet')).toBeVisible();
    // each card tells assistive technology its place in the whole list
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items[0]).toHaveAttribute('aria-setsize', String(BRAND_COUNT));
    // a screenful and a few rows around it, not every brand
    await expect(items.length).toBeLessThan(60);
    await expect(within(list).queryByText('Sumba Lucky 30')).toBeNull();
  },
};

/** The rest of a long list after the first screen's cards: places count on from the first screen. */
export const AfterTheFirstScreen: Story = {
  args: { brands: storyBrands(BRAND_COUNT).slice(24), offset: 24, total: BRAND_COUNT },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gaming Brands' });
    const first = within(list).getAllByRole('listitem')[0];
    await expect(first).toHaveAttribute('aria-posinset', '25');
    await expect(first).toHaveAttribute('aria-setsize', String(BRAND_COUNT));
    await expect(within(list).getByText('Komodo Casino 3')).toBeVisible();
  },
};

/** The first card Load More revealed takes the keyboard focus, so a keyboard user carries on from there. */
export const FocusesRevealedCard: Story = {
  args: { focusIndex: 0, onFocused: fn() },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gaming Brands' });
    const firstItem = within(list).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(within(firstItem).getAllByRole('link')[0]).toHaveFocus());
    await expect(args.onFocused).toHaveBeenCalled();
  },
};
