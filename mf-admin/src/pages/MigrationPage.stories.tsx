import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import MigrationPage from './MigrationPage';

const meta = {
  component: MigrationPage,
  parameters: { layout: 'fullscreen', router: { route: '/migration' } },
} satisfies Meta<typeof MigrationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
