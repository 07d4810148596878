import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { ownBrandValues } from '../../../test/story-fixtures';
import { BrandFormHarness } from '../../../test/brand-form-harness';
import { emptyBrandValues } from '../form-values';
import { ConfirmTerms } from './ConfirmTerms';
import { DescriptionEditorModal } from './DescriptionEditorModal';
import { PromotionFields } from './PromotionFields';
import { PromotionsSection } from './PromotionsSection';

/** The brand editor's promotions: the section, one promotion's fields, its terms check, its text editor. */
const meta = {
  title: 'Features/Brand Editor/Promotions',
  component: PromotionsSection,
  args: { brandId: 'garuda-play' },
  decorators: [
    (Story) => (
      <BrandFormHarness values={ownBrandValues}>
        <Story />
      </BrandFormHarness>
    ),
  ],
} satisfies Meta<typeof PromotionsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnePromotion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Promotion' }));
    await expect(canvas.getByText('Promotion 2')).toBeVisible();
  },
};
export const NoPromotions: Story = {
  decorators: [
    (Story) => (
      <BrandFormHarness values={{ ...emptyBrandValues(), promotions: [] }}>
        <Story />
      </BrandFormHarness>
    ),
  ],
};
export const Fields: Story = { render: () => <PromotionFields index={0} brandId="garuda-play" onRemove={fn()} /> };
export const TermsCheck: Story = {
  beforeEach: signedIn('member'),
  render: () => <ConfirmTerms brandId="garuda-play" promotionId="p1" />,
};

/** The description editor: a modal that keeps focus, Escape closes it. */
export const DescriptionEditor: Story = {
  render: () => (
    <DescriptionEditorModal open value={'## Cara klaim\n- Deposit **IDR 50.000**'} onApply={applied} onClose={closed} />
  ),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit description' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(closed).toHaveBeenCalled();
  },
};
const applied = fn();
const closed = fn();
