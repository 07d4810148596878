import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, waitFor } from 'storybook/test';
import { useFavorites } from '../features/favorites/use-favorites';
import { favoritesOf } from '../test/story-fixtures';
import FavoritesPage from './FavoritesPage';

const meta = { component: FavoritesPage, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof FavoritesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No favorites yet')).toBeVisible();
  },
};
export const ThreeSaved: Story = {
  beforeEach: () => void mocked(useFavorites).mockReturnValue(favoritesOf(['brand-1', 'brand-4', 'brand-7'])),
  play: async ({ canvas }) => {
    // the grid adds its cards a few per frame: wait for all of them
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};
export const LoadError: Story = {
  beforeEach: () => void mocked(useFavorites).mockReturnValue({ ...favoritesOf([]), isError: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load your favorites')).toBeVisible();
  },
};
