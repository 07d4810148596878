import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useBrandComments } from '../comments';
import { brandPromotions, commentsQueryOf, storyBrands, storyComments } from '../../test/story-fixtures';
import { useBrandPromotions } from './use-brand-promotions';
import { BrandDetails } from './BrandDetails';

const [brand] = storyBrands(1);

const meta = {
  component: BrandDetails,
  args: { brand: brand! },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    mocked(useBrandPromotions).mockReturnValue({
      promotions: brandPromotions,
      status: 'success',
      retry: () => undefined,
    });
    mocked(useBrandComments).mockReturnValue({
      comments: commentsQueryOf(storyComments),
      postComment: () => Promise.resolve(),
      postReply: () => Promise.resolve(),
    } as unknown as ReturnType<typeof useBrandComments>);
  },
} satisfies Meta<typeof BrandDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Promotions/ })).toBeVisible();
    await expect(await canvas.findByText(/Penarikan saya diproses/)).toBeVisible();
  },
};

export const PromotionsLoading: Story = {
  beforeEach: () => {
    mocked(useBrandPromotions).mockReturnValue({ promotions: [], status: 'loading', retry: () => undefined });
  },
};
