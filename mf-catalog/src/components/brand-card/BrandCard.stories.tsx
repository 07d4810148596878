import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, screen } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { makeBrand } from '../../test/brand-fixtures';
import { longIndonesianBrand } from '../../test/story-fixtures';
import { BrandCard } from './BrandCard';

const meta = {
  component: BrandCard,
  args: { brand: makeBrand({ id: 'garuda', name: 'Garuda Play', rating: 4.5, verified: true }) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Claim Bonus opens the brand's site and says so in a toast. */
export const ClaimBonus: Story = {
  beforeEach: () => {
    const open = window.open;
    window.open = () => null;
    return () => {
      window.open = open;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Bonus' }));
    await expect(
      await screen.findByText("Success! You've claimed your welcome bonus at Garuda Play"),
    ).toBeInTheDocument();
  },
};

export const LongIndonesianTexts: Story = {
  args: { brand: longIndonesianBrand },
  globals: { locale: 'id', viewport: { value: 'phone' } },
  tags: ['visual'],
};

/** Take a break: no bonus box, amounts in texts masked. */
export const TakeABreak: Story = {
  args: { brand: longIndonesianBrand },
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/IDR\s?[\d.,]+/g, 'IDR •••'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/IDR •••/)).toBeVisible();
  },
};
