import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, waitFor } from 'storybook/test';
import { useActiveComments } from '@bonus-atlas/shared-services';
import { CommentsSection } from './CommentsSection';

const meta = { component: CommentsSection, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof CommentsSection
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoComments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Penarikan saya tertahan/)).toBeVisible();
  },
};

/** Reply opens the admin's reply form on that comment. */
export const Replies: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Reply/ })[0]!);
    await waitFor(() => expect(canvas.getByPlaceholderText('Write your reply...')).toBeVisible());
  },
};
export const Empty: Story = {
  beforeEach: () =>
    void mocked(useActiveComments).mockReturnValue({ data: [], isPending: false, isError: false } as never),
};
export const Loading: Story = {
  beforeEach: () =>
    void mocked(useActiveComments).mockReturnValue({ data: undefined, isPending: true, isError: false } as never),
};
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
