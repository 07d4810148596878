import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { mocked } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { makeBrand } from '../../test/brand-fixtures';
import { BrandCard } from './BrandCard';

const meta = {
  component: BrandCard,
  args: { brand: makeBrand({ id: 'garuda', name: 'Garuda Play', rating: 4.5, verified: true }) },
} satisfies Meta<typeof BrandCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const TakeABreak: Story = {
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/\d[\d.,]*/g, '•••'));
  },
};
