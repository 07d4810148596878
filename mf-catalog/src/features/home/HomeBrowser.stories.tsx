import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, waitFor } from 'storybook/test';
import { useCatalogBrands } from '../brands';
import { catalogOf, failedCatalog, loadingCatalog, longIndonesianBrand, storyBrands } from '../../test/story-fixtures';
import { HomeBrowser } from './HomeBrowser';

const meta = { component: HomeBrowser, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof HomeBrowser>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwelveBrands: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    // the grid adds its cards a few per frame: wait for all of them
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};

export const Loading: Story = {
  beforeEach: () => void mocked(useCatalogBrands).mockReturnValue(loadingCatalog),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading brands...')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: () => void mocked(useCatalogBrands).mockReturnValue(failedCatalog),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load brands')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => void mocked(useCatalogBrands).mockReturnValue(catalogOf([])),
};

/** A failed refresh keeps the last list and says so. */
export const CachedCopy: Story = {
  beforeEach: () =>
    void mocked(useCatalogBrands).mockReturnValue(catalogOf(storyBrands(4), { isShowingCachedData: true })),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to load latest brands. Showing cached data.')).toBeVisible();
  },
};

/**
 * 30 brands: 24 first; Load More shows its progress for three seconds, then the other 6 arrive and
 * the keyboard lands on the first new card.
 */
export const LoadMore: Story = {
  beforeEach: () => void mocked(useCatalogBrands).mockReturnValue(catalogOf(storyBrands(30))),
  play: async ({ canvas, userEvent }) => {
    // the grid adds its cards a few per frame: wait for all of them
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Brands (6 remaining)' }));
    await expect(await canvas.findByText('Loading more brands...')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(30), { timeout: 6000 });
    await expect(canvas.queryByRole('button', { name: /Load More Brands/ })).not.toBeInTheDocument();
  },
};

/** Search waits for the typing to stop, then filters and says what it found. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search brands' }));
    await userEvent.type(canvas.getByPlaceholderText('Search brands, bonuses, or features...'), 'naga');
    await expect(await canvas.findByText('Found 1 result(s) for "naga"')).toBeVisible();
  },
};

export const PhoneIndonesian: Story = {
  beforeEach: () => void mocked(useCatalogBrands).mockReturnValue(catalogOf([longIndonesianBrand, ...storyBrands(3)])),
  globals: { locale: 'id', viewport: { value: 'phone' } },
};
