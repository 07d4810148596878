import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useBrandPage } from '../features/brand-page/use-brand-page';
import { useBrandPromotions } from '../features/brand-page/use-brand-promotions';
import { brandPromotions, storyBrands } from '../test/story-fixtures';
import BrandPage from './BrandPage';

const [brand] = storyBrands(1);

const meta = {
  component: BrandPage,
  parameters: { layout: 'fullscreen', router: { route: '/brand/brand-1', path: '/brand/:slugOrId' } },
  beforeEach: () => {
    mocked(useBrandPage).mockReturnValue({ status: 'ready', brand: brand! });
    mocked(useBrandPromotions).mockReturnValue({
      promotions: brandPromotions,
      status: 'success',
      retry: () => undefined,
    });
  },
} satisfies Meta<typeof BrandPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Garuda Play' })).toBeVisible();
  },
};
export const Loading: Story = { beforeEach: () => void mocked(useBrandPage).mockReturnValue({ status: 'loading' }) };
export const NotFound: Story = { beforeEach: () => void mocked(useBrandPage).mockReturnValue({ status: 'not-found' }) };
export const LoadError: Story = { beforeEach: () => void mocked(useBrandPage).mockReturnValue({ status: 'error' }) };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
