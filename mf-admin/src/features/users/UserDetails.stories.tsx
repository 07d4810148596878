import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen, waitFor, within } from 'storybook/test';
import { useAdminUserDetails, useChangeAccount } from '@bonus-atlas/shared-services/manage';
import { userDetails } from '../../test/back-office-fixtures';
import { answered } from '../../test/story-fixtures';
import { UserDetails } from './UserDetails';

/** /admin/users/{uid}: UserDetails reads the page's data; UserDetailsView shows it with the actions. */
const meta = {
  component: UserDetails,
  args: { uid: 'demo-member' },
} satisfies Meta<typeof UserDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Profile, actions, wallet history, reports, brands and the audit log. */
export const UserPage: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Maya Member' })).toBeVisible();
    await expect(canvas.getByText('14 comments')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make admin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await expect(canvas.getByText('Atlas Admin: suspended (Posting spam)')).toBeVisible();
  },
};

/** Suspend asks for the reason in AccountActionDialog and sends it with the change. */
const changeAccount = fn(() => Promise.resolve('suspend'));
export const SuspendWithReason: Story = {
  beforeEach: () =>
    void mocked(useChangeAccount).mockReturnValue({ mutateAsync: changeAccount, isPending: false } as never),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Maya Member?' });
    await expect(within(dialog).getByText(/They are told the reason in their language/)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(changeAccount).toHaveBeenCalledWith(
      expect.objectContaining({ change: { kind: 'suspend', reason: 'abuse' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The admin's own page offers no action (another admin changes it). */
export const OwnAccount: Story = {
  beforeEach: () =>
    void mocked(useAdminUserDetails).mockReturnValue(
      answered({ ...userDetails, user: { ...userDetails.user, uid: 'demo-admin', role: 'admin' } }) as never,
    ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This is your account/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove admin' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach: () => void mocked(useAdminUserDetails).mockReturnValue(answered(null) as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('User Not Found')).toBeVisible();
  },
};
