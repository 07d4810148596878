import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, type Comment } from '@bonus-atlas/shared-services';
import { CommentsPanel } from './CommentsPanel';
import { renderWithProviders } from '../../test/render';

const api = vi.hoisted(() => ({
  comments: { data: undefined as Comment[] | undefined, isPending: false, isError: false, error: null as Error | null, refetch: vi.fn() },
  postComment: vi.fn(),
  postReply: vi.fn(),
}));
vi.mock('./use-brand-comments', () => ({
  useBrandComments: () => ({ comments: api.comments, postComment: api.postComment, postReply: api.postReply }),
}));

const at = (iso: string) => new Date(iso);
const comments: Comment[] = [
  {
    id: 'c2',
    text: 'Newest opinion',
    authorName: 'Sari',
    authorEmail: undefined,
    authorUid: undefined,
    relatedContent: 'Naga',
    relatedContentId: 'b1',
    status: 'active',
    createdAt: at('2026-11-20T10:00:00Z'),
    updatedAt: null,
    replies: [
      {
        id: 'r1',
        commentId: 'c2',
        text: 'Thanks, we checked it.',
        replyType: 'admin',
        adminName: 'Atlas Admin',
        adminUid: 'demo-admin',
        userName: undefined,
        userEmail: undefined,
        createdAt: at('2026-11-20T11:00:00Z'),
        updatedAt: null,
      },
    ],
  },
];

afterEach(() => {
  vi.clearAllMocks();
  act(() => useSessionStore.setState({ status: 'signed-out', user: null }));
});

describe('CommentsPanel', () => {
  it('lists comments with replies and marks admin replies', () => {
    api.comments = { ...api.comments, data: comments };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('1 comment')).toBeInTheDocument();
    expect(screen.getByText('Newest opinion')).toBeInTheDocument();
    expect(screen.getByText('Thanks, we checked it.')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('shows the spec error toast when adding a comment fails', async () => {
    api.comments = { ...api.comments, data: [] };
    api.postComment.mockRejectedValue(new Error('permission denied'));
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('No comments yet. Be the first to share your experience.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Comment/ }), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Sari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to add comment: permission denied')).toBeInTheDocument();
    expect(api.postComment).toHaveBeenCalledWith({ text: 'Hello', authorName: 'Sari' });
    // nothing typed is lost
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('Hello');
  });

  it('posts as the signed-in display name', async () => {
    api.comments = { ...api.comments, data: [] };
    api.postComment.mockResolvedValue('new-id');
    act(() =>
      useSessionStore.setState({
        status: 'signed-in',
        user: { uid: 'u1', displayName: 'Maya Member', email: 'member@bonus-atlas.test', photoURL: null },
      }),
    );
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Comment/ }), { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(api.postComment).toHaveBeenCalledWith({ text: 'Nice', authorName: 'Maya Member' }));
    expect(await screen.findByText('Comment added successfully!')).toBeInTheDocument();
  });

  it('shows the load failure with its reason', () => {
    api.comments = { ...api.comments, data: undefined, isError: true, error: new Error('offline') };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('Failed to load comments: offline')).toBeInTheDocument();
  });
});
