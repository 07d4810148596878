import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useBrand } from '@bonus-atlas/shared-services';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { failed, pending } from '../../test/story-fixtures';
import BrandEditor from './BrandEditor';

const meta = {
  component: BrandEditor,
  args: { brandId: 'garuda-play' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EditOwnBrand: Story = {
  beforeEach: signedIn('member'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Brand name/)).toHaveValue('Garuda Play');
  },
};
export const Create: Story = { args: { brandId: undefined }, beforeEach: signedIn('member') };
export const Loading: Story = {
  beforeEach: [signedIn('member'), () => void mocked(useBrand).mockReturnValue(pending as never)],
};
export const LoadError: Story = {
  beforeEach: [signedIn('member'), () => void mocked(useBrand).mockReturnValue(failed as never)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load brand data. Please try again later.')).toBeVisible();
  },
};
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please Sign In')).toBeVisible();
  },
};
