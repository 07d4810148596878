import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRecords, type Comment } from '@bonus-atlas/shared-services';
import { renderWithProviders } from '@bonus-atlas/test-support';
import { CommentsSection } from './CommentsSection';

// the stored records' parsers, as the services read them
const { toComment, toReply } = await loadRecords();

const at = new Date('2026-11-20T03:00:00Z');

const state = vi.hoisted(() => ({
  comments: {} as Record<string, unknown>,
  contacts: new Map<string, string>(),
  deleteComment: vi.fn(),
  addReply: vi.fn(),
}));

// the comments' queries and writes go to Firestore: stand-ins with the answers each case needs
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  useActiveComments: () => state.comments,
  useAddReply: () => ({ mutate: state.addReply, isPending: false }),
}));
vi.mock('@bonus-atlas/shared-services/manage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services/manage')>()),
  useCommentContacts: () => ({ data: state.contacts }),
  useDeleteComment: () => ({ mutate: state.deleteComment, isPending: false }),
}));
vi.mock('../../hooks/use-admin-actor', () => ({
  useAdminActor: () => ({ uid: 'admin-1', role: 'admin', displayName: 'Atlas Admin' }),
}));

function comment(id: string, data: Record<string, unknown>, replies: Comment['replies'] = []): Comment {
  return toComment(id, { status: 'active', relatedContentId: 'garuda-play', createdAt: at, ...data }, replies);
}

const withReplies = comment(
  'c1',
  { text: 'Is the cashback paid daily?', authorName: 'Budi', relatedContent: 'Garuda Play' },
  [
    toReply(
      'r1',
      { text: 'Yes, every day at 10:00.', replyType: 'admin', adminName: 'Atlas Admin', createdAt: at },
      'c1',
    ),
    toReply('r2', { text: 'Thanks!', userName: 'Budi', createdAt: at }, 'c1'),
  ],
);
const older = comment('c2', { text: 'Great brand', authorName: 'Sari', authorEmail: 'sari@example.test' });

describe('the admin comments section', () => {
  beforeEach(() => {
    state.comments = { isPending: false, isError: false, data: [withReplies, older] };
    state.contacts = new Map([['c1', 'budi@example.test']]);
    state.deleteComment = vi.fn();
    state.addReply = vi.fn();
  });

  it('lists each comment with its author, brand, private e-mail, replies and the admin replies', () => {
    renderWithProviders(<CommentsSection />);
    expect(screen.getByText('2 comments in total')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Comments' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Is the cashback paid daily?');
    expect(rows[1]).toHaveTextContent('Budi');
    expect(rows[1]).toHaveTextContent('budi@example.test');
    expect(within(rows[1]!).getByRole('link', { name: 'Garuda Play' })).toHaveAttribute('href', '/brand/garuda-play');
    expect(within(rows[1]!).getByText('Yes, every day at 10:00.')).toBeInTheDocument();
    // only the admin's reply is quoted; the member's counts
    expect(within(rows[1]!).queryByText('Thanks!')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('2');
    // an e-mail stored on an older comment, before e-mails moved out
    expect(rows[2]).toHaveTextContent('sari@example.test');
  });

  it('replies as the admin with the trimmed text and closes the form', async () => {
    const user = userEvent.setup();
    state.addReply = vi.fn((_input: unknown, { onSuccess }: { onSuccess: () => void }) => onSuccess());
    renderWithProviders(<CommentsSection />);
    await user.click(screen.getAllByRole('button', { name: 'Reply' })[0]!);
    const form = screen.getByRole('form', { name: 'Reply to Budi' });
    await user.type(within(form).getByLabelText('Reply as Admin'), '  Paid every morning.  ');
    await user.click(within(form).getByRole('button', { name: 'Send Reply' }));
    expect(state.addReply).toHaveBeenCalledWith(
      {
        replyType: 'admin',
        commentId: 'c1',
        text: 'Paid every morning.',
        adminName: 'Atlas Admin',
        adminUid: 'admin-1',
      },
      expect.anything(),
    );
    expect(await screen.findByText('Reply added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to Budi' })).not.toBeInTheDocument();
  });

  it('refuses an empty reply and keeps the text of one that failed', async () => {
    const user = userEvent.setup();
    state.addReply = vi.fn((_input: unknown, { onError }: { onError: (error: Error) => void }) =>
      onError(new Error('offline')),
    );
    renderWithProviders(<CommentsSection />);
    await user.click(screen.getAllByRole('button', { name: 'Reply' })[0]!);
    const form = screen.getByRole('form', { name: 'Reply to Budi' });
    await user.click(within(form).getByRole('button', { name: 'Send Reply' }));
    expect(within(form).getByText('Please enter a reply message')).toBeInTheDocument();
    expect(state.addReply).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Reply as Admin'), 'Paid daily');
    await user.click(within(form).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(/^Failed to add reply: /)).toBeInTheDocument();
    expect(within(form).getByLabelText('Reply as Admin')).toHaveValue('Paid daily');
  });

  it('deletes a comment with its replies only after the confirmation', async () => {
    const user = userEvent.setup();
    state.deleteComment = vi.fn(
      (_id: string, { onSuccess, onSettled }: { onSuccess: () => void; onSettled: () => void }) => {
        onSuccess();
        onSettled();
      },
    );
    renderWithProviders(<CommentsSection />);
    await user.click(screen.getByRole('button', { name: 'Delete comment by Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(dialog).toHaveTextContent('The comment and its 2 replies will be removed.');
    expect(state.deleteComment).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(state.deleteComment).toHaveBeenCalledWith('c1', expect.anything());
    expect(await screen.findByText('Comment deleted successfully!')).toBeInTheDocument();
  });

  it('says when the comments cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    state.comments = { isPending: false, isError: true, error: new Error('offline'), isRefetching: false, refetch };
    renderWithProviders(<CommentsSection />);
    expect(screen.getByText(/^Failed to load comments: /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
