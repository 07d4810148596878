import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { endingSoon, longIndonesian } from '../../test/story-fixtures';
import { BrandLink } from './BrandLink';
import { PromotionDetail } from './PromotionDetail';

const meta = {
  component: PromotionDetail,
  args: { promotion: endingSoon, onNavigate: fn() },
} satisfies Meta<typeof PromotionDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EndsSoonVerified: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ends 23 Nov');
  },
};
export const LongIndonesianTexts: Story = { args: { promotion: longIndonesian }, globals: { locale: 'id' } };
export const TakeABreak: Story = {
  args: { promotion: longIndonesian },
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/IDR\s?[\d.,]+/g, 'IDR •••'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent(/15\.000\.000/);
    await expect(canvasElement).not.toHaveTextContent(/50\.000/);
  },
};
/** The link to the brand page the modal's header and View Brand use. */
export const LinkToBrand: Story = {
  render: (args) => (
    <BrandLink to="/brand/brand-2" onNavigate={args.onNavigate}>
      Nusantara Bet
    </BrandLink>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Nusantara Bet' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};
