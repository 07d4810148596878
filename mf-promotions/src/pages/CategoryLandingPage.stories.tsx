import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import CategoryLandingPage from './CategoryLandingPage';

const meta = {
  component: CategoryLandingPage,
  parameters: { layout: 'fullscreen', router: { route: '/category/cashback', path: '/category/:slug' } },
} satisfies Meta<typeof CategoryLandingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Cashback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
export const UnknownCategory: Story = {
  parameters: { router: { route: '/category/tidak-ada', path: '/category/:slug' } },
};
