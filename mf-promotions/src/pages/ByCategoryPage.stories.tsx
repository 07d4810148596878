import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, screen } from 'storybook/test';
import { useCategoryListing } from '../features/listings/use-promotion-listings';
import { failedListing, loadingListing } from '../test/story-fixtures';
import ByCategoryPage from './ByCategoryPage';

const meta = {
  component: ByCategoryPage,
  parameters: { layout: 'fullscreen', router: { route: '/bycategory' } },
} satisfies Meta<typeof ByCategoryPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Listing: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Open promotion Cashback Mingguan 10%/ })).toBeVisible();
  },
};
/** A card opens the detail modal; Escape closes it. */
export const OpensDetail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Open promotion Cashback Mingguan 10%/ }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Cashback Mingguan 10%');
    await userEvent.keyboard('{Escape}');
  },
};
export const Loading: Story = { beforeEach: () => void mocked(useCategoryListing).mockReturnValue(loadingListing) };
export const LoadError: Story = { beforeEach: () => void mocked(useCategoryListing).mockReturnValue(failedListing) };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
