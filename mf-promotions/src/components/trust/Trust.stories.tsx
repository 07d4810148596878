import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { ended, endingSoon, NOW } from '../../test/story-fixtures';
import { PromotionHistory } from './PromotionHistory';
import { ShareButton } from './ShareButton';
import { ValidityBadge } from './ValidityBadge';
import { VerifiedNote } from './VerifiedNote';

/** The trust marks of a promotion: its end date, when it was verified, what changed, a link to share. */
const meta = {
  title: 'Components/Trust',
  component: ValidityBadge,
  args: { validUntil: endingSoon.validUntil },
} satisfies Meta<typeof ValidityBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EndsSoon: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ends 23 Nov');
  },
};
export const Ended: Story = {
  args: { validUntil: ended.validUntil },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Expired');
  },
};
export const Verified: Story = {
  render: () => <VerifiedNote verifiedAt={new Date(NOW - 2 * 24 * 60 * 60 * 1000)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Verified on 18 Nov 2026');
  },
};
export const History: Story = {
  render: () => <PromotionHistory promotion={endingSoon} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Recent changes/)).toBeVisible();
  },
};
export const Share: Story = {
  render: () => <ShareButton promotion={endingSoon} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Share/ })).toBeVisible();
  },
};
