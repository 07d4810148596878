import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, waitFor } from 'storybook/test';
import { useCatalogBrands } from '../features/brands/use-catalog-brands';
import { failedCatalog } from '../test/story-fixtures';
import SearchPage from './SearchPage';

const meta = { component: SearchPage, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof SearchPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start your search')).toBeVisible();
  },
};
export const Results: Story = {
  parameters: { router: { route: '/search?q=naga' } },
  play: async ({ canvas }) => {
    // the grid adds its cards a few per frame: wait for all of them
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
  },
};
export const LoadError: Story = {
  parameters: { router: { route: '/search?q=bet' } },
  beforeEach: () => void mocked(useCatalogBrands).mockReturnValue(failedCatalog),
};
