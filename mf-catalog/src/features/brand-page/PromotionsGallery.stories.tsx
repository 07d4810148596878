import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { brandPromotions } from '../../test/story-fixtures';
import { PromotionsGallery } from './PromotionsGallery';

const meta = {
  component: PromotionsGallery,
  args: { promotions: brandPromotions, status: 'success', onRetry: fn() },
} satisfies Meta<typeof PromotionsGallery>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Live promotions first, the ended one last with its Expired badge. */
export const WithEndedPromotion: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Expired');
    await expect(canvasElement.textContent!.indexOf('Reload Akhir Pekan')).toBeGreaterThan(
      canvasElement.textContent!.indexOf('Cashback Mingguan'),
    );
  },
};
export const Loading: Story = { args: { status: 'loading', promotions: [] } };
export const LoadError: Story = {
  args: { status: 'error', promotions: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { promotions: [] } };
export const TakeABreak: Story = {
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/IDR\s?[\d.,]+/g, 'IDR •••'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent(/1\.500\.000/);
  },
};
