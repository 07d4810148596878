import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, waitFor } from 'storybook/test';
import { ReplyForm } from './ReplyForm';

const meta = {
  component: ReplyForm,
  args: { commentId: 'c1', signedInName: 'Maya Member', onSubmit: fn(() => Promise.resolve(true)), onCancel: fn() },
} satisfies Meta<typeof ReplyForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const RefusesEmpty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Your reply/)).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sends: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Your reply/), 'Setuju, prosesnya cepat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const Visitor: Story = { args: { signedInName: null } };
