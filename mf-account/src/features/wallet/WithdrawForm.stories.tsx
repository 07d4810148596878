import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen, waitFor } from 'storybook/test';
import { DEFAULT_SITE_SETTINGS, useSiteSettings } from '@bonus-atlas/shared-services';
import { WithdrawalRefused, useRequestWithdrawal } from '@bonus-atlas/shared-services/manage';
import { answered } from '../../test/story-fixtures';
import { WithdrawForm } from './WithdrawForm';

// the request as the form sees it: what a submission sends, and its answer (a story may refuse it)
const requested = fn((input: { withdrawalId: string }) => Promise.resolve(input.withdrawalId));

type Play = Parameters<NonNullable<Story['play']>>[0];

/** A complete request to DANA, but for what a story changes afterwards. */
async function fillToDana({ canvas, userEvent }: Pick<Play, 'canvas' | 'userEvent'>, amount: string) {
  await userEvent.type(canvas.getByLabelText(/^Amount/), amount);
  await userEvent.selectOptions(canvas.getByLabelText('E-wallet provider'), 'DANA');
  await userEvent.type(canvas.getByLabelText(/^Phone number/), '0812 3456 7890');
  await userEvent.type(canvas.getByLabelText('Account holder name'), 'Maya Member');
}

/** The wallet's withdraw form (the Withdraw button opens it): a member with IDR 60,000 to withdraw. */
const meta = {
  title: 'Features/Wallet/Withdraw Form',
  component: WithdrawForm,
  args: { uid: 'demo-member', balance: 60_000, onDone: fn() },
  beforeEach: () => {
    requested.mockClear();
    mocked(useRequestWithdrawal).mockReturnValue({ mutateAsync: requested, isPending: false } as never);
  },
} satisfies Meta<typeof WithdrawForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As it opens: the limits said, the amount field focused, e-wallet chosen. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Withdraw your balance' })).toBeVisible();
    await expect(canvas.getByText(/From IDR 50\.000 to IDR 10\.000\.000 per request/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveFocus();
    await expect(canvas.getByLabelText('E-wallet')).toBeChecked();
  },
};

/** Under the minimum: the amount says so, nothing is sent and what was typed stays. */
export const AmountUnderMinimum: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillToDana({ canvas, userEvent }, '40.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(await canvas.findByText('The minimum withdrawal is IDR 50,000')).toBeVisible();
    await expect(canvas.getByLabelText(/^Phone number/)).toHaveValue('0812 3456 7890');
    await expect(requested).not.toHaveBeenCalled();
  },
};

/** A bank account number with letters in it is refused with what to type instead. */
export const LettersInAccountNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Amount/), '50000');
    await userEvent.click(canvas.getByLabelText('Bank transfer'));
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), 'BCA');
    await userEvent.type(canvas.getByLabelText(/^Account number/), '12345abc90');
    await userEvent.type(canvas.getByLabelText('Account holder name'), 'Maya Member');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(await canvas.findByText('Enter the account number in digits only (6 to 20 digits)')).toBeVisible();
    await expect(canvas.getByLabelText(/^Account number/)).toHaveValue('12345abc90');
    await expect(requested).not.toHaveBeenCalled();
  },
};

/** A valid request is sent once, as the member's, with what was chosen; the form then closes. */
export const Requests: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fillToDana({ canvas, userEvent }, '50.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    // the toast slides in: visible once it has
    await waitFor(() => expect(screen.getByText('Withdrawal requested. Our team will review it soon.')).toBeVisible());
    await expect(requested).toHaveBeenCalledTimes(1);
    await expect(requested.mock.calls[0]?.[0]).toMatchObject({
      userId: 'demo-member',
      amount: '50.000',
      method: 'ewallet',
      provider: 'DANA',
      accountName: 'Maya Member',
    });
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** The service refuses (a request already waiting): the form says why and keeps everything typed. */
export const RefusedAsPending: Story = {
  beforeEach: () => void requested.mockRejectedValue(new WithdrawalRefused('withdrawalPending')),
  play: async ({ args, canvas, userEvent }) => {
    await fillToDana({ canvas, userEvent }, '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/waiting/i);
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('50000');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sending: the button says so and Cancel waits. */
export const Sending: Story = {
  beforeEach: () =>
    void mocked(useRequestWithdrawal).mockReturnValue({ mutateAsync: requested, isPending: true } as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** In Indonesian on a 390 px phone: the long labels and hints wrap, and the refusal is in Indonesian too. */
export const PhoneIndonesian: Story = {
  globals: { locale: 'id', viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Tarik saldo Anda' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Jumlah/), '40000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajukan penarikan' }));
    await expect(await canvas.findByText('Penarikan minimum adalah IDR 50.000')).toBeVisible();
    await expect(canvas.getByText('Silakan pilih bank atau e-wallet Anda')).toBeVisible();
    await expect(requested).not.toHaveBeenCalled();
  },
};

/** The admins paused withdrawals: their notice in the page's language, and no request can be sent. */
export const Paused: Story = {
  tags: ['visual'],
  globals: { locale: 'id', viewport: { value: 'phone' } },
  beforeEach: () =>
    void mocked(useSiteSettings).mockReturnValue(
      answered({
        ...DEFAULT_SITE_SETTINGS,
        minWithdrawal: 75_000,
        withdrawalsPaused: true,
        withdrawalsNotice: {
          en: 'Payouts are paused while we change banks. They resume on Monday.',
          id: 'Penarikan dihentikan sementara selama kami berganti bank. Dibuka lagi hari Senin.',
        },
      }) as never,
    ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dibuka lagi hari Senin/)).toBeVisible();
    await expect(canvas.getByText(/^Mulai IDR\s75\.000 hingga/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajukan penarikan' })).toBeDisabled();
  },
};
