import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { commentsQueryOf, storyComments } from '../../test/story-fixtures';
import { useBrandComments } from './use-brand-comments';
import { CommentsPanel } from './CommentsPanel';

function answer(comments: ReturnType<typeof commentsQueryOf>) {
  return () =>
    void mocked(useBrandComments).mockReturnValue({
      comments,
      postComment: () => Promise.resolve(),
      postReply: () => Promise.resolve(),
    } as unknown as ReturnType<typeof useBrandComments>);
}

const meta = {
  component: CommentsPanel,
  args: { brandId: 'brand-1', brandName: 'Garuda Play' },
  beforeEach: answer(commentsQueryOf(storyComments)),
} satisfies Meta<typeof CommentsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithComments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 comments')).toBeVisible();
  },
};
export const Loading: Story = { beforeEach: answer(commentsQueryOf([], { isPending: true })) };
export const LoadError: Story = {
  beforeEach: answer(commentsQueryOf([], { error: new Error('network unreachable') })),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Failed to load comments/)).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach: answer(commentsQueryOf([])),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet. Be the first to share your experience.')).toBeVisible();
  },
};
