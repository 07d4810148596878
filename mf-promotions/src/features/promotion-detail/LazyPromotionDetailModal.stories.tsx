import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, screen } from 'storybook/test';
import { endingSoon } from '../../test/story-fixtures';
import { LazyPromotionDetailModal } from './LazyPromotionDetailModal';

/** The list pages' way in: the modal's code is fetched when a promotion is first opened. */
const meta = {
  component: LazyPromotionDetailModal,
  args: { promotion: endingSoon, open: true, onClose: fn() },
} satisfies Meta<typeof LazyPromotionDetailModal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FetchedOnOpen: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Cashback Mingguan 10%');
  },
};
export const NothingOpen: Story = { args: { promotion: null, open: false } };
