import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { longIndonesianBrand, storyBrands } from '../../test/story-fixtures';
import { BrandHeader } from './BrandHeader';

const [brand] = storyBrands(1);

const meta = { component: BrandHeader, args: { brand: brand! } } satisfies Meta<typeof BrandHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

/** An admin sees Edit. */
export const Admin: Story = {
  beforeEach: signedIn('admin'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Edit/ })).toBeVisible();
  },
};

export const LongIndonesianTexts: Story = {
  args: { brand: longIndonesianBrand },
  globals: { locale: 'id', viewport: { value: 'phone' } },
};

export const TakeABreak: Story = {
  args: { brand: longIndonesianBrand },
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/IDR\s?[\d.,]+/g, 'IDR •••'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/15\.000\.000/)).not.toBeInTheDocument();
  },
};
