import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { CommentForm } from './CommentForm';

const meta = {
  component: CommentForm,
  args: { brandName: 'Garuda Play', signedInName: null, onSubmit: fn(() => Promise.resolve(true)) },
} satisfies Meta<typeof CommentForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing typed: both fields say what they need, nothing is sent. */
export const RefusesEmpty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(await canvas.findByText('Please enter a comment')).toBeVisible();
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A name that claims the team's label is refused, and what was typed stays. */
export const RefusesAdminName: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Comment/), 'Official answer');
    await userEvent.type(canvas.getByLabelText(/^Your name/), 'Atlas Admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(
      await canvas.findByText('Names with "admin" are kept for the Bonus Atlas team. Please choose another name.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Comment/)).toHaveValue('Official answer');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Posts: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Comment/), 'Penarikan cepat, terima kasih!');
    await userEvent.type(canvas.getByLabelText(/^Your name/), 'Sari');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const SignedInIndonesian: Story = {
  args: { signedInName: 'Maya Member' },
  globals: { locale: 'id', viewport: { value: 'phone' } },
};
