import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import CreateBrandPage from './CreateBrandPage';

const meta = {
  component: CreateBrandPage,
  parameters: { layout: 'fullscreen', router: { route: '/create-brand' } },
  beforeEach: signedIn('member'),
} satisfies Meta<typeof CreateBrandPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewBrand: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create Brand' })).toBeVisible();
  },
};
