import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import EditBrandPage from './EditBrandPage';

const meta = {
  component: EditBrandPage,
  parameters: { layout: 'fullscreen', router: { route: '/edit-brand/garuda-play', path: '/edit-brand/:id' } },
  beforeEach: signedIn('member'),
} satisfies Meta<typeof EditBrandPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OwnBrand: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};
