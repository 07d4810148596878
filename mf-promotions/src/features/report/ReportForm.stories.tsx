import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, waitFor } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { endingSoon } from '../../test/story-fixtures';
import { useSubmitReport } from './use-submit-report';
import { ReportForm } from './ReportForm';
import { SignInPrompt } from './SignInPrompt';

const submit = fn(() => Promise.resolve('submitted' as const));

const meta = {
  component: ReportForm,
  args: { promotion: endingSoon, onCancel: fn(), onSubmitted: fn() },
  beforeEach: [signedIn('member'), () => void mocked(useSubmitReport).mockReturnValue({ submit, isPending: false })],
} satisfies Meta<typeof ReportForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Only spaces typed: Submit Report stays off, nothing is sent. */
export const RefusesEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/What's wrong with this promotion\?/), '   ');
    await expect(canvas.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    await expect(submit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'wrong_amount');
    await userEvent.type(
      canvas.getByLabelText(/What's wrong with this promotion\?/),
      'Max bonus sekarang IDR 1.000.000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Report' }));
    // the submit first loads the validation schema's chunk: on a busy machine that outlasts waitFor's 1 s
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled(), { timeout: 5000 });
  },
};

/** An open report of the same member on this promotion: the form says so and keeps the text. */
export const AlreadyOpen: Story = {
  beforeEach: () =>
    void mocked(useSubmitReport).mockReturnValue({ submit: () => Promise.resolve('alreadyOpen'), isPending: false }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/What's wrong with this promotion\?/), 'Sudah berakhir');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Report' }));
    await expect(
      await canvas.findByText('You already have an open report on this promotion. Our team will review it soon.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/What's wrong with this promotion\?/)).toHaveValue('Sudah berakhir');
  },
};

export const Indonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };

/** A visitor is asked to sign in first. */
export const SignInFirst: Story = {
  render: () => <SignInPrompt />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please log in to submit a report.')).toBeVisible();
  },
};
