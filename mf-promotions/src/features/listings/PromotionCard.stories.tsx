import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { ended, endingSoon, longIndonesian } from '../../test/story-fixtures';
import { PromotionCard } from './PromotionCard';

const meta = {
  component: PromotionCard,
  args: { promotion: endingSoon, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The card opens its promotion from the keyboard. */
export const EndsSoon: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Open promotion Cashback Mingguan 10% by Nusantara Bet' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(endingSoon);
  },
};
export const Ended: Story = {
  args: { promotion: ended },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Expired');
  },
};
export const LongIndonesianTexts: Story = {
  args: { promotion: longIndonesian },
  globals: { locale: 'id', viewport: { value: 'phone' } },
  tags: ['visual'],
};
export const TakeABreak: Story = {
  args: { promotion: longIndonesian },
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/IDR\s?[\d.,]+/g, 'IDR •••'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent(/15\.000\.000/);
  },
};
