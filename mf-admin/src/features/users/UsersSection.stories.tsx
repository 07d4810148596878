import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, waitFor } from 'storybook/test';
import { useUsersPage } from '@bonus-atlas/shared-services/manage';
import { answered, failed, pending } from '../../test/story-fixtures';
import { UsersSection } from './UsersSection';

/** /admin/users: 50 accounts a page, newest first, with search and filters (the preview's four accounts). */
const meta = {
  component: UsersSection,
} satisfies Meta<typeof UsersSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Name, e-mail, role, balance, total earned, open/reviewed reports and joined date; a suspended account is marked. */
export const UsersList: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.284 accounts')).toBeVisible();
    await expect(canvas.getAllByText('member@bonus-atlas.test')[0]).toBeVisible();
    await expect(canvas.getAllByText('Suspended')[0]).toBeVisible();
    await expect(canvas.getAllByText('IDR 1.250.000')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Typing a search asks for the first page of its matches. */
export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search by e-mail or name'), 'rina');
    await waitFor(() =>
      expect(mocked(useUsersPage)).toHaveBeenCalledWith(expect.objectContaining({ search: 'rina' }), null),
    );
  },
};

export const NoMatch: Story = {
  beforeEach: () => void mocked(useUsersPage).mockReturnValue(answered({ rows: [], next: null }) as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Users Found')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => void mocked(useUsersPage).mockReturnValue(pending as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading users...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: () => void mocked(useUsersPage).mockReturnValue(failed as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to Load Users')).toBeVisible();
  },
};
