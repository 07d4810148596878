import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useWelcomeBonusPromotions } from '../features/listings/use-promotion-listings';
import WelcomeBonusPage from './WelcomeBonusPage';

const meta = {
  component: WelcomeBonusPage,
  parameters: { layout: 'fullscreen', router: { route: '/welcomebonus' } },
} satisfies Meta<typeof WelcomeBonusPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const state = (status: 'loading' | 'error') => () =>
  void mocked(useWelcomeBonusPromotions).mockReturnValue({
    promotions: [],
    status,
    retry: () => undefined,
    fromCache: false,
    loadStartedAt: undefined,
  });

export const Table: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
export const Loading: Story = { beforeEach: state('loading') };
export const LoadError: Story = { beforeEach: state('error') };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } }, tags: ['visual'] };
