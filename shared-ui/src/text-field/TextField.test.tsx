import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextArea, TextField } from './TextField';

function AdminReplyBox() {
  const [reply, setReply] = useState('');
  const tooLong = reply.length > 1000;
  return (
    <TextArea
      label="Reply as Admin"
      value={reply}
      onChange={(event) => setReply(event.target.value)}
      maxLength={1000}
      error={tooLong ? 'Reply text is too long' : undefined}
    />
  );
}

describe('TextArea', () => {
  it('counts up to 1000/1000 and reports an error past the limit', () => {
    render(<AdminReplyBox />);
    const box = screen.getByRole('textbox', { name: 'Reply as Admin' });
    fireEvent.change(box, { target: { value: 'a'.repeat(1000) } });
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');

    fireEvent.change(box, { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Reply text is too long'));
  });

  it('stops typing at the limit when asked to', async () => {
    render(<TextArea label="Comment" maxLength={5} enforceMaxLength />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });
});

function ProfileForm({ onSubmit }: { onSubmit: (values: { displayName: string }) => void }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { displayName: 'Budi' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Display name"
        maxLength={50}
        error={formState.errors.displayName?.message}
        {...register('displayName', { required: 'Please enter a display name' })}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField', () => {
  it("works with react-hook-form's register, counting its default value", async () => {
    const onSubmit = vi.fn();
    render(<ProfileForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input).toHaveValue('Budi');
    expect(screen.getByText('4/50')).toBeInTheDocument();

    await userEvent.clear(input);
    expect(screen.getByText('0/50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a display name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, 'Siti');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ displayName: 'Siti' }, expect.anything());
  });

  it('links its hint and marks required fields', () => {
    render(<TextField label="Brand URL slug" hint="Lowercase letters and hyphens" required />);
    const input = screen.getByRole('textbox', { name: /Brand URL slug/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Lowercase letters and hyphens');
  });
});
