import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { AdminReplyForm } from './AdminReplyForm';

const meta = {
  component: AdminReplyForm,
  args: { commentId: 'c1', authorName: 'Budi Santoso', onDone: fn() },
} satisfies Meta<typeof AdminReplyForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An empty reply is refused with the spec's message. */
export const RefusesEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(await canvas.findByText('Please enter a reply message')).toBeVisible();
  },
};
export const Indonesian: Story = { globals: { locale: 'id' } };
