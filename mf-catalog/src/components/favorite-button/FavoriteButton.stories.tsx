import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked } from 'storybook/test';
import { useFavorites } from '../../features/favorites/use-favorites';
import { favoritesOf } from '../../test/story-fixtures';
import { FavoriteButton } from './FavoriteButton';

const meta = {
  component: FavoriteButton,
  args: { brandId: 'brand-1', brandName: 'Garuda Play' },
} satisfies Meta<typeof FavoriteButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const toggleFavorite = fn();

export const NotSaved: Story = {
  beforeEach: () => {
    mocked(useFavorites).mockReturnValue({ ...favoritesOf([]), toggleFavorite });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Garuda Play to favorites' }));
    await expect(toggleFavorite).toHaveBeenCalledWith('brand-1');
  },
};

export const Saved: Story = {
  beforeEach: () => {
    mocked(useFavorites).mockReturnValue(favoritesOf(['brand-1']));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Garuda Play from favorites' })).toBeVisible();
  },
};
