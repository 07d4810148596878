import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import AdminPage from './AdminPage';

const meta = {
  component: AdminPage,
  parameters: { layout: 'fullscreen', router: { route: '/admin/reports' } },
} satisfies Meta<typeof AdminPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WrongInfoReports: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
export const Comments: Story = { parameters: { router: { route: '/admin/comments' } } };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
