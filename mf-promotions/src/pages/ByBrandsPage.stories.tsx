import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useBrandListing } from '../features/listings/use-promotion-listings';
import { listingOf } from '../test/story-fixtures';
import ByBrandsPage from './ByBrandsPage';

const meta = {
  component: ByBrandsPage,
  parameters: { layout: 'fullscreen', router: { route: '/bybrands' } },
} satisfies Meta<typeof ByBrandsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllBrands: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /Garuda Play/ })[0]).toBeVisible();
  },
};
export const Empty: Story = { beforeEach: () => void mocked(useBrandListing).mockReturnValue(listingOf([])) };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
