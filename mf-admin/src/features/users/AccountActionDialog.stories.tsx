import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen, within } from 'storybook/test';
import { useChangeAccount } from '@bonus-atlas/shared-services/manage';
import { AccountActionDialog } from './AccountActionDialog';

/** The confirmation of one action on an account; a refusal is said in the dialog. */
const meta = {
  component: AccountActionDialog,
  args: { uid: 'demo-member-2', name: 'Rina Pratama', action: 'makeAdmin', onClose: fn(), onDone: fn() },
} satisfies Meta<typeof AccountActionDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MakeAdmin: Story = {
  tags: ['visual'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Make Rina Pratama an admin?' });
    await expect(within(dialog).getByRole('button', { name: 'Make admin' })).toBeEnabled();
  },
};

/** Another admin made the change first: said in the dialog, which stays open. */
export const Refused: Story = {
  args: { action: 'removeAdmin' },
  beforeEach: () =>
    void mocked(useChangeAccount).mockReturnValue({
      mutateAsync: () => Promise.reject(new Error('noChange')),
      isPending: false,
    } as never),
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rina Pratama as admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another admin has just made this change.',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
