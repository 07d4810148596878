import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { BrandUnavailable } from './BrandUnavailable';

const meta = { component: BrandUnavailable, args: { reason: 'not-found' } } satisfies Meta<typeof BrandUnavailable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brand not found')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { reason: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load brand details')).toBeVisible();
  },
};
