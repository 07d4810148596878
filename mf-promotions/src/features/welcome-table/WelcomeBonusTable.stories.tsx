import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked } from 'storybook/test';
import { useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { storyPromotions } from '../../test/story-fixtures';
import { DEFAULT_WELCOME_SORT, toWelcomeBonusRows } from './welcome-bonus-rows';
import { WelcomeBonusTable } from './WelcomeBonusTable';

const meta = {
  component: WelcomeBonusTable,
  args: { rows: toWelcomeBonusRows(storyPromotions(5)), sort: DEFAULT_WELCOME_SORT, onSort: fn(), onView: fn() },
} satisfies Meta<typeof WelcomeBonusTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Headers sort; the sorted one says so (aria-sort). */
export const SortableHeaders: Story = {
  tags: ['visual'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('columnheader', { name: /Max Bonus/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: /Turnover$/ }));
    await expect(args.onSort).toHaveBeenCalledWith('turnover');
  },
};
export const TakeABreak: Story = {
  beforeEach: () => {
    mocked(useBonusesHidden).mockReturnValue(true);
    mocked(useAmountMask).mockReturnValue((text: string) => text.replace(/IDR\s?[\d.,]+/g, 'IDR •••'));
  },
};
export const Empty: Story = { args: { rows: [] } };
