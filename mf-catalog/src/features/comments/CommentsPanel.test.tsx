import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore, ValidationMessageError, type Comment } from '@bonus-atlas/shared-services';
import { CommentsPanel } from './CommentsPanel';
import { renderWithProviders } from '../../test/render';

const api = vi.hoisted(() => ({
  comments: {
    data: undefined as
      { pages: { comments: Comment[]; nextCursor: string | null; total: number | null }[] } | undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    isPending: false,
    isError: false,
    error: null as Error | null,
    refetch: vi.fn(),
  },
  postComment: vi.fn(),
  postReply: vi.fn(),
  /** the whole conversation as "Show more replies" reads it (one comment's replies) */
  allReplies: [] as Comment['replies'],
  repliesAsked: vi.fn(),
}));
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  useCommentReplies: (commentId: string, enabled: boolean) => {
    if (enabled) api.repliesAsked(commentId);
    return enabled
      ? { data: api.allReplies, isSuccess: true, isFetching: false, isError: false, error: null, refetch: vi.fn() }
      : { data: undefined, isSuccess: false, isFetching: false, isError: false, error: null, refetch: vi.fn() };
  },
}));
vi.mock('./use-brand-comments', () => ({
  useBrandComments: () => ({ comments: api.comments, postComment: api.postComment, postReply: api.postReply }),
}));

/** An IntersectionObserver whose targets come into view when the test says so (`inView.show()`). */
const inView = vi.hoisted(() => {
  const observers = new Set<{ callback: IntersectionObserverCallback }>();
  return {
    immediately: true,
    observers,
    show() {
      for (const observer of observers)
        observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
});

class FakeIntersectionObserver {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe() {
    inView.observers.add(this);
    if (inView.immediately) inView.show();
  }
  disconnect() {
    inView.observers.delete(this);
  }
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const at = (iso: string) => new Date(iso);
/** The comment pages as the infinite query holds them (one page unless `more`). */
const pagesOf = (list: Comment[], total: number = list.length) => ({
  pages: [{ comments: list, nextCursor: null, total }],
});
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
  inView.immediately = true;
  act(() => useSessionStore.setState({ status: 'signed-out', user: null }));
});

describe('CommentsPanel', () => {
  it('lists comments with replies and marks admin replies', () => {
    api.comments = { ...api.comments, data: pagesOf(comments) };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('1 comment')).toBeInTheDocument();
    expect(screen.getByText('Newest opinion')).toBeInTheDocument();
    expect(screen.getByText('Thanks, we checked it.')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('shows the first replies of a long conversation, and all of it on "Show more replies"', () => {
    const reply = (n: number) => ({
      ...comments[0]!.replies[0]!,
      id: `r${n}`,
      replyType: 'user' as const,
      userName: 'Budi',
      text: `Reply ${n}`,
    });
    const thread: Comment = { ...comments[0]!, replies: [1, 2, 3].map(reply), replyCount: 5 };
    api.comments = { ...api.comments, data: pagesOf([thread]) };
    api.allReplies = [1, 2, 3, 4, 5].map(reply);
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('Reply 3')).toBeInTheDocument();
    expect(screen.queryByText('Reply 4')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more replies' }));
    expect(api.repliesAsked).toHaveBeenCalledWith('c2');
    expect(screen.getByText('Reply 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more repl/ })).not.toBeInTheDocument();
  });

  it('says in words that the brand had a comment a moment ago, keeping the text', async () => {
    api.comments = { ...api.comments, data: pagesOf([]) };
    api.postComment.mockRejectedValue(new ValidationMessageError('commentTooSoon'));
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Comment/ }), { target: { value: 'Hello again' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Sari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(
      await screen.findByText(
        'Failed to add comment: Someone commented on this brand a moment ago. Please wait a few seconds and send again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('Hello again');
  });

  it('shows the spec error toast when adding a comment fails', async () => {
    api.comments = { ...api.comments, data: pagesOf([]) };
    api.postComment.mockRejectedValue(new Error('permission denied'));
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('No comments yet. Be the first to share your experience.')).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Comment/ }), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Sari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to add comment: permission denied')).toBeInTheDocument();
    expect(api.postComment).toHaveBeenCalledWith({ commentId: expect.any(String), text: 'Hello', authorName: 'Sari' });
    // nothing typed is lost
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('Hello');
  });

  it('posts as the signed-in display name', async () => {
    api.comments = { ...api.comments, data: pagesOf([]) };
    api.postComment.mockResolvedValue('new-id');
    act(() =>
      useSessionStore.setState({
        status: 'signed-in',
        user: { uid: 'u1', displayName: 'Maya Member', email: 'member@bonus-atlas.test', photoURL: null },
      }),
    );
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Comment/ }), { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() =>
      expect(api.postComment).toHaveBeenCalledWith({
        commentId: expect.any(String),
        text: 'Nice',
        authorName: 'Maya Member',
      }),
    );
    expect(await screen.findByText('Comment added successfully!')).toBeInTheDocument();
  });

  it('fetches the comment form only once the panel comes near the screen', async () => {
    inView.immediately = false;
    api.comments = { ...api.comments, data: pagesOf(comments) };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('Newest opinion')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Comment' })).toBeNull();
    act(() => inView.show());
    expect(await screen.findByRole('button', { name: 'Post Comment' })).toBeInTheDocument();
  });

  it('opens the reply form when Reply is pressed', async () => {
    api.comments = { ...api.comments, data: pagesOf(comments) };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByRole('button', { name: 'Send Reply' })).toBeInTheDocument();
  });

  it('shows the brand total and the first page, and asks for the next page on "Load more comments"', () => {
    api.comments = { ...api.comments, data: pagesOf(comments, 23), hasNextPage: true };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('23 comments')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(api.comments.fetchNextPage).toHaveBeenCalledTimes(1);
    api.comments = { ...api.comments, hasNextPage: false };
  });

  it('shows the load failure with its reason', () => {
    api.comments = { ...api.comments, data: undefined, isError: true, error: new Error('offline') };
    renderWithProviders(<CommentsPanel brandId="b1" brandName="Naga" />);
    expect(screen.getByText('Failed to load comments: offline')).toBeInTheDocument();
  });
});
