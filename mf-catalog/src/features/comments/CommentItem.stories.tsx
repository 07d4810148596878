import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { NOW, storyComments } from '../../test/story-fixtures';
import { CommentItem } from './CommentItem';

const meta = {
  component: CommentItem,
  args: { comment: storyComments[0]!, signedInName: null, onReply: fn(() => Promise.resolve(true)), now: NOW },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CommentItem>;
export default meta;

type Story = StoryObj<typeof meta>;

/** With the team's answer under it; Reply opens the reply form. */
export const WithAdminReply: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(await canvas.findByLabelText(/^Your reply/)).toBeVisible();
  },
};
export const NoReplies: Story = { args: { comment: storyComments[1]! } };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
