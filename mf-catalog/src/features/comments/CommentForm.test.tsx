import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@bonus-atlas/shared-services';
import { i18n } from '@bonus-atlas/shared-ui';
import { CommentForm } from './CommentForm';
import { ReplyForm } from './ReplyForm';
import { renderWithProviders } from '../../test/render';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

describe('CommentForm', () => {
  it('asks for a comment and a name', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<CommentForm brandName="Naga" signedInName={null} onSubmit={onSubmit} />);
    submit();
    expect(await screen.findByText('Please enter a comment')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says how long a too-long comment is and counts characters', async () => {
    renderWithProviders(<CommentForm brandName="Naga" signedInName={null} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'x'.repeat(1001) } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Sari' } });
    submit();
    expect(
      await screen.findByText('Comment is too long. Please limit to 1000 characters (currently 1001 characters)'),
    ).toBeInTheDocument();
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
  });

  it('says the same in Bahasa Indonesia, with the limit and the length', async () => {
    await act(() => i18n.changeLanguage('id'));
    try {
      renderWithProviders(<CommentForm brandName="Naga" signedInName={null} onSubmit={vi.fn()} />);
      fireEvent.change(screen.getByLabelText(/^Komentar/), { target: { value: 'x'.repeat(1001) } });
      fireEvent.change(screen.getByLabelText(/^Nama Anda/), { target: { value: 'n'.repeat(101) } });
      fireEvent.click(screen.getByRole('button', { name: 'Kirim Komentar' }));
      expect(
        await screen.findByText('Komentar terlalu panjang. Maksimal 1000 karakter (saat ini 1001 karakter)'),
      ).toBeInTheDocument();
      expect(screen.getByText('Nama maksimal 100 karakter')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('refuses a name that claims the admin label', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<CommentForm brandName="Naga" signedInName={null} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Official answer' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Atlas Admin' } });
    submit();
    expect(
      await screen.findByText('Names with "admin" are kept for the Bonus Atlas team. Please choose another name.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a name over 100 characters', async () => {
    renderWithProviders(<CommentForm brandName="Naga" signedInName={null} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Great bonus' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'n'.repeat(101) } });
    submit();
    expect(await screen.findByText('Name must be 100 characters or less')).toBeInTheDocument();
  });

  it('posts an anonymous comment with trimmed name and optional email, then clears the text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<CommentForm brandName="Naga" signedInName={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Comment/), '  Fast withdrawals ');
    await user.type(screen.getByLabelText(/^Your name/), ' Sari ');
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        commentId: expect.any(String),
        text: 'Fast withdrawals',
        authorName: 'Sari',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Comment/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Your name/)).toHaveValue(' Sari ');
    // the counter follows the cleared text (it read 19/1000 before)
    expect(screen.getByText('0/1000')).toBeInTheDocument();
  });

  it('locks the name to the display name and drops the email field when signed in', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<CommentForm brandName="Naga" signedInName="Maya Member" onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Maya Member');
    expect(screen.getByLabelText(/^Your name/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Nice' } });
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ commentId: expect.any(String), text: 'Nice', authorName: 'Maya Member' }),
    );
  });

  it('sends a retry under the id of the failed attempt, and a new comment under a new id', async () => {
    const onSubmit = vi.fn((_comment: { commentId: string }) => Promise.resolve(false));
    renderWithProviders(<CommentForm brandName="Naga" signedInName="Maya Member" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Nice' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    onSubmit.mockResolvedValue(true);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByLabelText(/^Comment/)).toHaveValue(''));
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Another' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    const [first, retry, next] = onSubmit.mock.calls.map(([comment]) => comment.commentId);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});

describe('CommentForm offline', () => {
  it('says the device is offline while the comment waits for the connection, and keeps the text', async () => {
    let saved: (value: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (saved = resolve)));
    renderWithProviders(<CommentForm brandName="Naga" signedInName="Maya Member" onSubmit={onSubmit} />);
    onlineManager.setOnline(false);
    try {
      fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Posted from the train' } });
      submit();
      expect(
        await screen.findByText("You're offline. Your comment will be posted when you're back online."),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Comment/)).toHaveValue('Posted from the train');
      onlineManager.setOnline(true);
      await waitFor(() =>
        expect(screen.queryByText("You're offline. Your comment will be posted when you're back online.")).toBeNull(),
      );
      saved(true);
      await waitFor(() => expect(screen.getByLabelText(/^Comment/)).toHaveValue(''));
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('ReplyForm', () => {
  it('limits replies to 500 characters with the spec message', async () => {
    renderWithProviders(<ReplyForm commentId="c1" signedInName="Maya Member" onSubmit={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Your reply/), { target: { value: 'r'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply is too long. Please limit to 500 characters')).toBeInTheDocument();
  });

  it('asks an anonymous replier for a name and sends the reply for the comment', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    const onCancel = vi.fn();
    renderWithProviders(<ReplyForm commentId="c1" signedInName={null} onSubmit={onSubmit} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText(/^Your reply/), { target: { value: 'Agreed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Budi' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'budi@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        commentId: 'c1',
        replyId: expect.any(String),
        text: 'Agreed',
        userName: 'Budi',
        userEmail: 'budi@example.test',
      }),
    );
    expect(onCancel).toHaveBeenCalled();
  });
});
