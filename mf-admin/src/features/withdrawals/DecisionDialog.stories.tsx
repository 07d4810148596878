import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen, waitFor, within } from 'storybook/test';
import { useDecideWithdrawal } from '@bonus-atlas/shared-services/manage';
import { pendingWithdrawals } from '../../test/story-fixtures';
import { DecisionDialog } from './DecisionDialog';

// the decision as the dialog sees it: what it sends, and its answer (a story may refuse it)
const decided = fn((_input: unknown) => Promise.resolve('paid'));

/** The dialog once it has faded in (what it shows is visible from then on). */
async function openedDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** An admin's decision on a pending withdrawal: Mark as paid asks for the reference, Refuse for the reason. */
const meta = {
  component: DecisionDialog,
  args: { withdrawal: pendingWithdrawals[1]!, decision: 'paid', onClose: fn(), onDecided: fn() },
  beforeEach: () => {
    decided.mockClear();
    mocked(useDecideWithdrawal).mockReturnValue({ mutateAsync: decided, isPending: false } as never);
  },
} satisfies Meta<typeof DecisionDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No reference: refused with its message and nothing saved; with one it is saved as this admin's. */
export const MarkAsPaid: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await openedDialog('Mark this withdrawal as paid');
    await expect(dialog).toHaveTextContent('Transfer IDR 1.250.000 to BCA 1234567890');
    const confirm = within(dialog).getByRole('button', { name: 'Mark as paid' });
    await userEvent.type(within(dialog).getByLabelText('Transfer reference'), '   ');
    await userEvent.click(confirm);
    await expect(await within(dialog).findByText('Please enter the transfer reference')).toBeVisible();
    await expect(decided).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Transfer reference'), 'BCA-20261120-0042');
    await userEvent.click(confirm);
    await expect(args.onDecided).toHaveBeenCalledWith('paid');
    await expect(decided.mock.calls[0]?.[0]).toEqual({
      withdrawalId: 'w2',
      decision: 'paid',
      reference: 'BCA-20261120-0042',
      actor: expect.objectContaining({ uid: 'demo-admin', role: 'admin' }),
    });
  },
};

/** No reason: refused with its message; the member reads the reason given, and the amount goes back. */
export const Refuse: Story = {
  args: { decision: 'rejected' },
  play: async ({ args, userEvent }) => {
    const dialog = await openedDialog('Refuse this withdrawal');
    await expect(dialog).toHaveTextContent("IDR 1.250.000 goes back to the member's balance.");
    const confirm = within(dialog).getByRole('button', { name: 'Refuse' });
    await userEvent.click(confirm);
    await expect(await within(dialog).findByText('Please tell the member why the withdrawal is refused')).toBeVisible();
    await expect(decided).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Nama pemilik rekening berbeda dengan nama akun.');
    await userEvent.click(confirm);
    await expect(args.onDecided).toHaveBeenCalledWith('refused');
    await expect(decided.mock.calls[0]?.[0]).toMatchObject({
      withdrawalId: 'w2',
      decision: 'rejected',
      reason: 'Nama pemilik rekening berbeda dengan nama akun.',
    });
  },
};

/** Another admin decided first: said in the dialog, the reference typed stays. */
export const AlreadyDecided: Story = {
  beforeEach: () => void decided.mockRejectedValue(new Error('withdrawalAlreadyDecided')),
  play: async ({ args, userEvent }) => {
    const dialog = await openedDialog('Mark this withdrawal as paid');
    await userEvent.type(within(dialog).getByLabelText('Transfer reference'), 'BCA-20261120-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another admin has already decided this withdrawal.',
    );
    await expect(within(dialog).getByLabelText('Transfer reference')).toHaveValue('BCA-20261120-0042');
    await expect(args.onDecided).not.toHaveBeenCalled();
  },
};

/** Escape closes the dialog without a decision. */
export const ClosesByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await openedDialog('Mark this withdrawal as paid');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(decided).not.toHaveBeenCalled();
  },
};

export const RefusePhoneIndonesian: Story = {
  args: { decision: 'rejected' },
  globals: { locale: 'id', viewport: { value: 'phone' } },
  play: async ({ userEvent }) => {
    const dialog = await openedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await expect(await within(dialog).findByText('Silakan beri tahu anggota alasan penarikan ditolak')).toBeVisible();
  },
};
