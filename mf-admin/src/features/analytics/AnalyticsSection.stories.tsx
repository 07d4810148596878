import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useSiteFigures } from '@bonus-atlas/shared-services/manage';
import { failed, pending } from '../../test/story-fixtures';
import AnalyticsSection from './AnalyticsSection';

/**
 * /admin/analytics: AnalyticsView's figures (id-ID numbers), two WeeklyChart bar charts of 12 weeks,
 * the time they were computed and what they cost in reads.
 */
const meta = {
  component: AnalyticsSection,
} satisfies Meta<typeof AnalyticsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.284')).toBeVisible();
    await expect(canvas.getByText('647 live · 301 ended')).toBeVisible();
    await expect(canvas.getByText('6,5 h')).toBeVisible();
    await expect(canvas.getByText('IDR 1.200.000')).toBeVisible();
    await expect(canvas.getByText(/Computed at/)).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Reports per week' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Rewards paid per week (IDR)' })).toBeVisible();
    await expect(canvas.getByText(/This computation read 52 documents/)).toBeVisible();
  },
};

export const Computing: Story = {
  beforeEach: () => void mocked(useSiteFigures).mockReturnValue(pending as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Computing the figures...')).toBeInTheDocument();
  },
};

export const ComputeError: Story = {
  beforeEach: () => void mocked(useSiteFigures).mockReturnValue(failed as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to Compute the Figures')).toBeVisible();
  },
};
