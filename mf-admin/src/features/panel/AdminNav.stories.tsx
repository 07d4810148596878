import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { AdminNav } from './AdminNav';

const meta = { component: AdminNav, args: { current: 'reports' } } satisfies Meta<typeof AdminNav>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The current section is marked; Tab moves through the working ones. */
export const Reports: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toBeVisible();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('href');
  },
};
export const Comments: Story = { args: { current: 'comments' } };
export const Indonesian: Story = { globals: { locale: 'id' } };
