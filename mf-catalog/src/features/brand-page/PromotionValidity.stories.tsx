import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { NOW } from '../../test/story-fixtures';
import { PromotionValidity } from './PromotionValidity';

const DAY = 24 * 60 * 60 * 1000;

const meta = { component: PromotionValidity, args: { validity: { state: 'open' } } } satisfies Meta<
  typeof PromotionValidity
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** The end date in Jakarta time. */
export const Ends: Story = {
  args: { validity: { state: 'ends', end: new Date(NOW + 3 * DAY) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ends 23 Nov');
  },
};
export const Expired: Story = {
  args: { validity: { state: 'expired', end: new Date(NOW - 2 * DAY) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Expired');
  },
};
